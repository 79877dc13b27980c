// Makes the demo instructors' portraits the seed stores (apps/server/src/seed/demo-media.ts,
// seedDemoPortraits): one 400x400 JPEG per demo instructor, a friendly flat illustration (head,
// hair, face, shoulders and clothes on a soft background), not a fake photo, rendered by headless
// Chromium. The outputs are committed; run this only to change them:
//   node apps/server/src/seed/portraits/make-portraits.mjs
//   node apps/server/src/seed/portraits/make-portraits.mjs emily-carter   (only those named)
// Needs playwright-core (a root dev dependency) and /usr/bin/chromium.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const OUT = import.meta.dirname;
const SIZE = 400;

/** A colour made darker (f < 0, towards black) or lighter (f > 0, towards white). */
function shade(hex, f) {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (c) => Math.round(f < 0 ? c * (1 + f) : c + (255 - c) * f);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map(channel);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/**
 * Hair in two layers: `back` is drawn behind the head and shoulders' top (long hair, a bun),
 * `front` over the head (the hairline and fringe). The head is an ellipse at (200,172), 68x80.
 */
const HAIR = {
  long: {
    back: (c) => `
      <path d="M124 176C112 104 156 70 200 70C244 70 288 104 276 176L292 300C262 318 138 318 108 300Z" fill="${c}"/>`,
    front: (c) => `
      <path d="M128 182C120 112 158 80 202 80C248 80 282 114 272 182C266 146 248 122 220 110C200 132 164 146 136 150C132 160 129 170 128 182Z" fill="${c}"/>
      <path d="M214 92C236 96 256 110 264 134" stroke="${shade(c, 0.35)}" stroke-width="5" stroke-linecap="round" fill="none" opacity=".7"/>`,
  },
  short: {
    back: () => '',
    front: (c) => `
      <path d="M130 172C122 112 156 82 202 82C250 82 280 114 270 172C266 150 260 134 250 124C226 130 194 126 168 114C150 124 138 142 130 172Z" fill="${c}"/>
      <path d="M170 100C196 94 230 96 252 110" stroke="${shade(c, 0.4)}" stroke-width="5" stroke-linecap="round" fill="none" opacity=".8"/>`,
  },
  wavy: {
    back: (c) => `
      <path d="M126 170C114 100 158 72 200 72C244 72 288 100 274 170C286 200 284 236 296 262C290 282 270 282 262 272C250 290 226 288 218 276L182 276C172 290 148 290 138 272C128 282 108 280 104 262C118 236 114 200 126 170Z" fill="${c}"/>`,
    front: (c) => `
      <path d="M128 186C118 114 160 80 204 80C250 80 284 116 272 186C268 160 256 136 238 122C222 142 190 152 166 148C150 152 138 164 128 186Z" fill="${c}"/>
      <path d="M158 96C180 86 214 86 238 98M142 124C150 112 160 104 172 100" stroke="${shade(c, 0.3)}" stroke-width="5" stroke-linecap="round" fill="none" opacity=".7"/>`,
  },
  bun: {
    back: (c) => `
      <circle cx="200" cy="74" r="34" fill="${c}"/>
      <path d="M176 66C188 56 212 56 224 66" stroke="${shade(c, 0.3)}" stroke-width="5" stroke-linecap="round" fill="none" opacity=".7"/>`,
    front: (c) => `
      <path d="M130 178C122 114 160 88 202 88C246 88 280 116 270 178C266 150 252 126 226 116C208 110 190 110 172 116C150 124 136 146 130 178Z" fill="${c}"/>
      <path d="M176 106C192 100 214 100 230 108" stroke="${shade(c, 0.3)}" stroke-width="5" stroke-linecap="round" fill="none" opacity=".7"/>`,
  },
};

/** Clothes over the shoulders: the body's colour and a neckline drawn on top. */
const CLOTHES = {
  blazer: (c, a) => `
    <path d="M40 400C44 330 100 298 168 290L232 290C300 298 356 330 360 400Z" fill="${c}"/>
    <path d="M170 290L200 346L230 290Z" fill="${a}"/>
    <path d="M168 290L150 306L184 372L200 346Z" fill="${shade(c, -0.25)}"/>
    <path d="M232 290L250 306L216 372L200 346Z" fill="${shade(c, -0.25)}"/>`,
  collar: (c, a) => `
    <path d="M40 400C44 330 100 298 168 290L232 290C300 298 356 330 360 400Z" fill="${c}"/>
    <path d="M200 318V400" stroke="${shade(c, -0.15)}" stroke-width="3"/>
    <circle cx="200" cy="340" r="3.5" fill="${shade(c, -0.25)}"/><circle cx="200" cy="372" r="3.5" fill="${shade(c, -0.25)}"/>
    <path d="M166 286L200 318L180 334L156 300Z" fill="${a}"/>
    <path d="M234 286L200 318L220 334L244 300Z" fill="${a}"/>`,
  vneck: (c, _a, skin) => `
    <path d="M40 400C44 330 100 298 168 290L232 290C300 298 356 330 360 400Z" fill="${c}"/>
    <path d="M170 290L200 332L230 290Z" fill="${skin}"/>
    <path d="M166 290L200 340L234 290" stroke="${shade(c, -0.2)}" stroke-width="6" fill="none" stroke-linejoin="round"/>`,
  scrubs: (c, a) => `
    <path d="M40 400C44 330 100 298 168 290L232 290C300 298 356 330 360 400Z" fill="${c}"/>
    <path d="M168 290C170 316 230 316 232 290" fill="${a}"/>
    <path d="M150 300C140 340 150 372 186 378M250 300C260 340 250 372 214 378" stroke="#374151" stroke-width="5" fill="none" stroke-linecap="round"/>
    <circle cx="200" cy="378" r="12" fill="#9ca3af" stroke="#374151" stroke-width="5"/>
    <rect x="246" y="330" width="44" height="30" rx="5" fill="#fff" transform="rotate(-8 268 345)"/>
    <rect x="252" y="338" width="18" height="4" rx="2" fill="${c}" transform="rotate(-8 268 345)"/>`,
};

/** A pair of glasses over the eyes. */
const glasses = (c) => `
  <g stroke="${c}" stroke-width="4.5" fill="#fff" fill-opacity=".18">
    <rect x="154" y="164" width="38" height="30" rx="11"/><rect x="208" y="164" width="38" height="30" rx="11"/>
  </g>
  <path d="M192 176Q200 171 208 176M154 174L136 170M246 174L264 170" stroke="${c}" stroke-width="4" fill="none" stroke-linecap="round"/>`;

/**
 * Each demo instructor: the file name (from the English name), skin, hair style and colour,
 * clothes and their colours, background colours, and extras (glasses, earrings, freckles).
 */
const PEOPLE = [
  {
    file: 'kanya-srisuk',
    skin: '#eab98f',
    hair: ['long', '#1c1917'],
    clothes: ['blazer', '#1e3a8a', '#f8fafc'],
    bg: ['#dbeafe', '#bfdbfe'],
    glasses: '#7f1d1d',
  },
  {
    file: 'anan-wongsa',
    skin: '#b67a52',
    hair: ['short', '#9ca3af'],
    clothes: ['collar', '#7dd3fc', '#e0f2fe'],
    bg: ['#fef3c7', '#fde68a'],
    glasses: '#1f2937',
  },
  {
    file: 'emily-carter',
    skin: '#f7d7c4',
    hair: ['wavy', '#b45309'],
    clothes: ['vneck', '#15803d'],
    bg: ['#fce7f3', '#fbcfe8'],
    freckles: true,
  },
  {
    file: 'pimchanok-thongdee',
    skin: '#d49a6a',
    hair: ['bun', '#3b2416'],
    clothes: ['scrubs', '#0d9488', '#ccfbf1'],
    bg: ['#dcfce7', '#bbf7d0'],
    earrings: '#facc15',
  },
];

function svg(person) {
  const { skin } = person;
  const [style, hairColour] = person.hair;
  const [clothes, colour, accent] = person.clothes;
  const shadow = shade(skin, -0.14);
  const line = shade(skin, -0.35);
  const brow = shade(hairColour, hairColour === '#9ca3af' ? -0.35 : -0.1);
  const id = person.file;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs>
    <linearGradient id="bg-${id}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${person.bg[0]}"/><stop offset="1" stop-color="${person.bg[1]}"/>
    </linearGradient>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#bg-${id})"/>
  <circle cx="70" cy="80" r="90" fill="#fff" fill-opacity=".35"/>
  <circle cx="350" cy="330" r="120" fill="#fff" fill-opacity=".25"/>
  <circle cx="330" cy="60" r="26" fill="#fff" fill-opacity=".4"/>
  ${HAIR[style].back(hairColour)}
  <path d="M172 214H228V300C220 312 180 312 172 300Z" fill="${skin}"/>
  <path d="M172 236C186 252 214 252 228 236V262C214 272 186 272 172 262Z" fill="${shadow}"/>
  ${CLOTHES[clothes](colour, accent, skin)}
  <ellipse cx="133" cy="182" rx="13" ry="19" fill="${skin}"/>
  <ellipse cx="267" cy="182" rx="13" ry="19" fill="${skin}"/>
  <path d="M136 174Q128 182 136 192M264 174Q272 182 264 192" stroke="${shadow}" stroke-width="4" fill="none" stroke-linecap="round"/>
  ${
    person.earrings
      ? `<circle cx="132" cy="206" r="6" fill="${person.earrings}"/><circle cx="268" cy="206" r="6" fill="${person.earrings}"/>`
      : ''
  }
  <ellipse cx="200" cy="172" rx="68" ry="80" fill="${skin}"/>
  ${HAIR[style].front(hairColour)}
  <path d="M160 158Q174 150 189 156M211 156Q226 150 240 158" stroke="${brow}" stroke-width="5.5" fill="none" stroke-linecap="round"/>
  <ellipse cx="174" cy="180" rx="6.5" ry="8" fill="#2b211d"/><circle cx="176.5" cy="177" r="2.2" fill="#fff"/>
  <ellipse cx="226" cy="180" rx="6.5" ry="8" fill="#2b211d"/><circle cx="228.5" cy="177" r="2.2" fill="#fff"/>
  ${person.glasses ? glasses(person.glasses) : ''}
  <path d="M200 190Q194 206 199 211Q203 213 208 209" stroke="${line}" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="160" cy="210" r="11" fill="#f87171" fill-opacity=".28"/>
  <circle cx="240" cy="210" r="11" fill="#f87171" fill-opacity=".28"/>
  ${
    person.freckles
      ? [
          [156, 200],
          [164, 205],
          [152, 208],
          [244, 200],
          [236, 205],
          [248, 208],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.8" fill="${shade(skin, -0.4)}"/>`)
          .join('')
      : ''
  }
  <path d="M180 224Q200 242 220 224Q200 232 180 224Z" fill="#9f3a38" stroke="#9f3a38" stroke-width="3" stroke-linejoin="round"/>
</svg>`;
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
const only = process.argv.slice(2);
let written = 0;
for (const person of PEOPLE) {
  if (only.length > 0 && !only.includes(person.file)) continue;
  await page.setContent(`<html><body style="margin:0">${svg(person)}</body></html>`);
  const jpeg = await page.screenshot({ type: 'jpeg', quality: 85 });
  await writeFile(path.join(OUT, `${person.file}.jpg`), jpeg);
  written += 1;
}
await browser.close();
console.log(`${written} portraits in ${OUT}`);
