// Makes the demo covers the seed stores (apps/server/src/seed/demo-media.ts, seedDemoCovers):
// one 800x450 JPEG per demo course and program, an SVG illustration (a gradient of the item's
// colours, soft circles, a dot grid and a white line motif of its subject) rendered by headless
// Chromium. The outputs are committed; run this only to change them:
//   node apps/server/src/seed/covers/make-covers.mjs
//   node apps/server/src/seed/covers/make-covers.mjs CL-PRESENT-01   (only the covers named)
// Needs playwright-core (a root dev dependency) and /usr/bin/chromium.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const OUT = import.meta.dirname;
const W = 800;
const H = 450;
const S =
  'stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round" fill="none"';

/** Line motifs in a 260x260 box (0,0 top left), white, with the accent where it helps. */
const MOTIFS = {
  sheet: (a) => `
    <rect x="20" y="30" width="220" height="200" rx="22" ${S}/>
    <path d="M20 90H240M20 150H240M93 30V230M166 30V230" ${S} stroke-width="8"/>
    <rect x="100" y="97" width="59" height="46" rx="6" fill="${a}"/>
    <path d="M40 205L100 170L150 185L225 120" ${S} stroke="${a}" stroke-width="10"/>`,
  chart: (a) => `
    <path d="M20 240H245" ${S}/>
    <rect x="35" y="160" width="36" height="80" rx="8" fill="#fff"/>
    <rect x="90" y="115" width="36" height="125" rx="8" fill="#fff" fill-opacity=".85"/>
    <rect x="145" y="135" width="36" height="105" rx="8" fill="#fff"/>
    <rect x="200" y="60" width="36" height="180" rx="8" fill="${a}"/>
    <path d="M40 110L105 70L160 90L230 25" ${S} stroke-width="9"/>
    <circle cx="230" cy="25" r="12" fill="#fff"/>`,
  shield: (a) => `
    <path d="M130 15L230 55V125C230 185 185 225 130 245C75 225 30 185 30 125V55Z" ${S}/>
    <path d="M130 45L200 74V125C200 168 170 197 130 213Z" fill="${a}" fill-opacity=".9"/>
    <path d="M85 130L118 162L180 98" ${S} stroke-width="16"/>`,
  network: (a) => {
    const n = [
      [40, 60],
      [40, 130],
      [40, 200],
      [130, 40],
      [130, 130],
      [130, 220],
      [220, 95],
      [220, 165],
    ];
    const links = [
      [0, 3],
      [0, 4],
      [1, 3],
      [1, 4],
      [1, 5],
      [2, 4],
      [2, 5],
      [3, 6],
      [4, 6],
      [4, 7],
      [5, 7],
      [3, 7],
    ];
    return `${links
      .map(
        ([p, q]) =>
          `<path d="M${n[p][0]} ${n[p][1]}L${n[q][0]} ${n[q][1]}" ${S} stroke-width="5" stroke-opacity=".75"/>`,
      )
      .join('')}${n
      .map(
        ([x, y], i) =>
          `<circle cx="${x}" cy="${y}" r="${i === 4 ? 24 : 16}" fill="${i === 4 ? a : '#fff'}" stroke="#fff" stroke-width="6"/>`,
      )
      .join('')}`;
  },
  gantt: (a) => `
    <path d="M25 20V240H245" ${S} stroke-width="8"/>
    <rect x="45" y="40" width="110" height="30" rx="15" fill="#fff"/>
    <rect x="95" y="90" width="120" height="30" rx="15" fill="${a}"/>
    <rect x="70" y="140" width="90" height="30" rx="15" fill="#fff" fill-opacity=".85"/>
    <rect x="140" y="190" width="95" height="30" rx="15" fill="#fff"/>
    <circle cx="235" cy="55" r="14" fill="${a}" stroke="#fff" stroke-width="6"/>`,
  summit: (a) => `
    <path d="M10 235L95 95L140 160L175 115L250 235Z" ${S}/>
    <path d="M95 95L120 136L100 128L80 140Z" fill="#fff"/>
    <path d="M175 115V25" ${S} stroke-width="9"/>
    <path d="M175 28H235L220 50L235 72H175" fill="${a}" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>`,
  bubbles: (a) => `
    <path d="M20 40H160A20 20 0 0 1 180 60V130A20 20 0 0 1 160 150H80L45 180V150H20A20 20 0 0 1 0 130V60A20 20 0 0 1 20 40Z" transform="translate(10 0)" ${S}/>
    <circle cx="60" cy="95" r="9" fill="#fff"/><circle cx="100" cy="95" r="9" fill="#fff"/><circle cx="140" cy="95" r="9" fill="#fff"/>
    <path d="M120 120H235A20 20 0 0 1 255 140V195A20 20 0 0 1 235 215H225V245L195 215H120A20 20 0 0 1 100 195V140A20 20 0 0 1 120 120Z" fill="${a}" stroke="#fff" stroke-width="10" stroke-linejoin="round"/>
    <path d="M158 160C158 150 172 146 177 156C182 146 196 150 196 160C196 172 177 182 177 182C177 182 158 172 158 160Z" fill="#fff"/>`,
  coins: (a) => `
    ${[0, 1, 2, 3]
      .map(
        (i) =>
          `<ellipse cx="85" cy="${215 - i * 34}" rx="65" ry="20" fill="${i === 3 ? a : '#fff'}" stroke="#fff" stroke-width="8"/>`,
      )
      .join('')}
    <path d="M175 210V90M175 90L150 120M175 90L200 120" ${S}/>
    <path d="M225 210V40M225 40L200 70M225 40L250 70" ${S} stroke="${a}"/>`,
  words: (a) => `
    <path d="M30 30H230A20 20 0 0 1 250 50V170A20 20 0 0 1 230 190H110L60 235V190H30A20 20 0 0 1 10 170V50A20 20 0 0 1 30 30Z" ${S}/>
    <text x="130" y="135" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="86" fill="#fff">A<tspan fill="${a}">a</tspan></text>`,
  thai: (a) => `
    <path d="M30 30H230A20 20 0 0 1 250 50V170A20 20 0 0 1 230 190H110L60 235V190H30A20 20 0 0 1 10 170V50A20 20 0 0 1 30 30Z" ${S}/>
    <text x="130" y="142" text-anchor="middle" font-family="Loma, sans-serif" font-weight="700" font-size="92" fill="#fff">ก<tspan fill="${a}">ข</tspan></text>`,
  torii: (a) => `
    <circle cx="130" cy="110" r="80" fill="${a}"/>
    <path d="M20 60Q130 40 240 60" ${S} stroke-width="18"/>
    <path d="M45 95H215" ${S}/>
    <path d="M75 65V245M185 65V245" ${S} stroke-width="16"/>
    <path d="M130 60V95" ${S} stroke-width="10"/>`,
  helmet: (a) => `
    <path d="M35 180C35 105 80 60 130 60C180 60 225 105 225 180" fill="${a}" stroke="#fff" stroke-width="14" stroke-linejoin="round"/>
    <path d="M110 60V30H150V60" ${S} stroke-width="10"/>
    <path d="M105 65C95 100 95 140 100 178M155 65C165 100 165 140 160 178" ${S} stroke-width="8"/>
    <path d="M10 190H250" ${S} stroke-width="20"/>
    <path d="M95 235L130 215L165 235" ${S} stroke-width="8"/>`,
  lotus: (a) => `
    <circle cx="130" cy="70" r="30" fill="${a}" stroke="#fff" stroke-width="8"/>
    <path d="M130 225C95 190 95 145 130 110C165 145 165 190 130 225Z" ${S} stroke-width="10"/>
    <path d="M130 225C80 220 50 185 45 140C90 145 120 180 130 225Z" ${S} stroke-width="10"/>
    <path d="M130 225C180 220 210 185 215 140C170 145 140 180 130 225Z" ${S} stroke-width="10"/>
    <path d="M20 245Q75 232 130 245T240 245" ${S} stroke-width="8"/>`,
  desk: (a) => `
    <rect x="45" y="25" width="170" height="115" rx="14" ${S}/>
    <rect x="62" y="42" width="136" height="81" rx="6" fill="${a}"/>
    <path d="M130 140V170M95 172H165M10 185H250M35 185V245M225 185V245" ${S}/>
    <path d="M88 70L115 95L165 55" ${S} stroke-width="9"/>`,
  road: (a) => `
    <path d="M20 240C60 180 200 200 200 140S60 100 80 60S200 30 230 20" ${S} stroke-width="22" stroke-opacity=".35"/>
    <path d="M20 240C60 180 200 200 200 140S60 100 80 60S200 30 230 20" ${S} stroke-width="6" stroke-dasharray="2 22"/>
    <circle cx="52" cy="205" r="14" fill="#fff"/><circle cx="192" cy="152" r="14" fill="#fff"/>
    <circle cx="86" cy="82" r="14" fill="${a}" stroke="#fff" stroke-width="5"/>
    <path d="M230 20V-25M230 -22H270L258 -8L270 6H230" transform="translate(-10 30)" fill="${a}" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>`,
  stairs: (a) => `
    <path d="M15 240H75V185H130V130H185V75H245" ${S} stroke-width="16"/>
    <circle cx="45" cy="215" r="13" fill="#fff"/><circle cx="102" cy="160" r="13" fill="#fff"/>
    <circle cx="157" cy="105" r="13" fill="#fff"/><circle cx="215" cy="50" r="17" fill="${a}" stroke="#fff" stroke-width="6"/>
    <path d="M160 240L245 150" ${S} stroke-width="6" stroke-dasharray="4 14"/>`,
  podium: (a) => `
    <rect x="10" y="150" width="75" height="90" rx="10" fill="#fff" fill-opacity=".85"/>
    <rect x="92" y="100" width="76" height="140" rx="10" fill="${a}" stroke="#fff" stroke-width="8"/>
    <rect x="175" y="180" width="75" height="60" rx="10" fill="#fff" fill-opacity=".85"/>
    <path d="M130 15L142 42L172 45L149 64L156 93L130 78L104 93L111 64L88 45L118 42Z" fill="#fff"/>`,
  door: (a) => `
    <path d="M60 245V30H200V245" ${S}/>
    <path d="M60 30L150 55V245L60 245" fill="${a}" stroke="#fff" stroke-width="10" stroke-linejoin="round"/>
    <circle cx="132" cy="145" r="9" fill="#fff"/>
    <path d="M215 140H258M240 120L260 140L240 160" ${S} stroke-width="10"/>
    <path d="M10 245H250" ${S} stroke-width="10"/>`,
  presenter: (a) => `
    <rect x="30" y="20" width="200" height="130" rx="12" ${S}/>
    <path d="M55 120L100 80L135 105L195 50" ${S} stroke="${a}" stroke-width="10"/>
    <path d="M130 150V175" ${S} stroke-width="10"/>
    <circle cx="60" cy="195" r="22" fill="#fff"/>
    <path d="M25 250C25 225 40 215 60 215S95 225 95 250" fill="#fff"/>
    <path d="M85 225L150 160" ${S} stroke-width="8"/>
    <circle cx="160" cy="215" r="16" fill="${a}" stroke="#fff" stroke-width="6"/>
    <circle cx="215" cy="215" r="16" fill="#fff"/>`,
  screen: (a) => `
    <rect x="15" y="25" width="230" height="150" rx="14" ${S}/>
    <rect x="30" y="40" width="95" height="58" rx="6" fill="#fff" fill-opacity=".85"/>
    <rect x="135" y="40" width="95" height="58" rx="6" fill="${a}"/>
    <rect x="30" y="105" width="95" height="55" rx="6" fill="#fff" fill-opacity=".6"/>
    <rect x="135" y="105" width="95" height="55" rx="6" fill="#fff" fill-opacity=".85"/>
    <path d="M130 175V210M80 215H180" ${S}/>
    <circle cx="225" cy="222" r="16" fill="#ef4444" stroke="#fff" stroke-width="6"/>`,
  calendar: (a) => `
    <rect x="25" y="40" width="210" height="195" rx="18" ${S}/>
    <path d="M25 95H235M80 20V60M180 20V60" ${S}/>
    ${[0, 1, 2, 3]
      .map((c) =>
        [0, 1, 2]
          .map(
            (r) =>
              `<rect x="${48 + c * 46}" y="${112 + r * 38}" width="28" height="24" rx="5" fill="${c === 2 && r === 1 ? a : '#fff'}" fill-opacity="${c === 2 && r === 1 ? 1 : 0.8}"/>`,
          )
          .join(''),
      )
      .join('')}`,
};

/** Each demo item: its code (the file name), motif and colours (from, to, accent). */
const COVERS = [
  ['C-EXCEL-101', 'sheet', '#0f766e', '#34d399', '#fde68a'],
  ['C-DATA-201', 'chart', '#1e3a8a', '#3b82f6', '#fbbf24'],
  ['C-SEC-101', 'shield', '#111827', '#4338ca', '#22d3ee'],
  ['C-AI-101', 'network', '#581c87', '#c026d3', '#fde047'],
  ['C-PM-101', 'gantt', '#9a3412', '#fb923c', '#1e3a8a'],
  ['C-LEAD-201', 'summit', '#134e4a', '#0ea5e9', '#f43f5e'],
  ['C-SERVICE-101', 'bubbles', '#be123c', '#fb7185', '#7c2d12'],
  ['C-FIN-101', 'coins', '#14532d', '#84cc16', '#facc15'],
  ['C-ENG-101', 'words', '#1d4ed8', '#60a5fa', '#fcd34d'],
  ['C-THAI-101', 'thai', '#7c2d12', '#f59e0b', '#fef3c7'],
  ['C-JP-101', 'torii', '#0c4a6e', '#38bdf8', '#ef4444'],
  ['C-SAFE-101', 'helmet', '#78350f', '#eab308', '#f97316'],
  ['C-MIND-101', 'lotus', '#3b0764', '#a78bfa', '#f9a8d4'],
  ['C-ERGO-101', 'desk', '#065f46', '#2dd4bf', '#0f172a'],
  ['LP-SAFE-WORK', 'road', '#9a3412', '#facc15', '#16a34a'],
  ['LP-DATA-SKILLS', 'stairs', '#312e81', '#06b6d4', '#f472b6'],
  ['LPG-LEADERSHIP', 'podium', '#4c0519', '#e11d48', '#fbbf24'],
  ['OB-NEW-STAFF', 'door', '#064e3b', '#10b981', '#f59e0b'],
  // The demo class program and its two classes (apps/server/src/seed/demo-class.ts).
  ['CP-LEAD-2026', 'calendar', '#1e3a8a', '#8b5cf6', '#f59e0b'],
  ['CL-PRESENT-01', 'presenter', '#7f1d1d', '#f97316', '#fde047'],
  ['CL-FEEDBACK-01', 'screen', '#0f172a', '#0891b2', '#a3e635'],
];

function svg([code, motif, from, to, accent], index) {
  const id = code.toLowerCase();
  // The background's circles sit in a different place on each cover.
  const cx = 120 + ((index * 97) % 260);
  const cy = 60 + ((index * 53) % 120);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="g-${id}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <pattern id="d-${id}" width="22" height="22" patternUnits="userSpaceOnUse">
      <circle cx="3" cy="3" r="2.2" fill="#fff" fill-opacity=".22"/>
    </pattern>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#g-${id})"/>
  <circle cx="${cx}" cy="${cy}" r="170" fill="#fff" fill-opacity=".08"/>
  <circle cx="${W - 90}" cy="${H + 40}" r="230" fill="#000" fill-opacity=".10"/>
  <circle cx="${W - 250}" cy="-60" r="150" fill="#fff" fill-opacity=".07"/>
  <rect x="40" y="${H - 170}" width="220" height="130" fill="url(#d-${id})"/>
  <path d="M0 ${H - 60}Q200 ${H - 120} 400 ${H - 70}T${W} ${H - 90}" stroke="#fff" stroke-opacity=".18" stroke-width="3" fill="none"/>
  <g transform="translate(${(W - 260) / 2} ${(H - 260) / 2 - 5})">${MOTIFS[motif](accent)}</g>
</svg>`;
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: W, height: H } });
const only = process.argv.slice(2);
let written = 0;
for (const [index, cover] of COVERS.entries()) {
  if (only.length > 0 && !only.includes(cover[0])) continue;
  await page.setContent(`<html><body style="margin:0">${svg(cover, index)}</body></html>`);
  const jpeg = await page.screenshot({ type: 'jpeg', quality: 80 });
  await writeFile(path.join(OUT, `${cover[0]}.jpg`), jpeg);
  written += 1;
}
await browser.close();
console.log(`${written} covers in ${OUT}`);
