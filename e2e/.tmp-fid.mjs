import { chromium } from 'playwright-core';
const base = 'http://localhost:3000';
const course = process.argv[2] ?? '1';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking'] });
for (const [w,h] of [[390,844],[412,823],[1024,800],[1366,900]]) for (const lang of ['en','th']) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  await page.request.get(base + '/api/account/is-authenticated/');
  const tok = (await ctx.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  await page.request.post(base + '/api/account/login/', { headers: { 'X-CSRFToken': tok }, data: { username: 'learner@example.com', password: 'Learner#2026' } });
  await page.route(/\/assets\/webfront-[^/]*\.js$/, (r) => r.abort());
  await page.goto(base + `/course/${course}?lang=` + lang);
  await page.waitForSelector('#prepaint img', {timeout: 5000}).catch(()=>{});
  await page.waitForTimeout(300);
  const pre = await page.evaluate(() => { const b = (s) => { const e = document.querySelector(s); if (!e) return null; const r = e.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map((v) => Math.round(v*10)/10); }; return { crumbs: b('.pp-crumbs'), cover: b('.pp-cover'), kind: b('.pp-kind'), title: b('.pp-title') }; });
  await page.screenshot({ path: `/tmp/pp/pre-${lang}-${w}.png` });
  await page.unroute(/\/assets\/webfront-[^/]*\.js$/);
  await page.goto(base + `/course/${course}?lang=` + lang);
  await page.waitForSelector('main h1');
  await page.waitForFunction(() => !document.getElementById('prepaint'));
  const real = await page.evaluate(() => { const b = (e) => { if (!e) return null; const r = e.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map((v) => Math.round(v*10)/10); }; const h1 = document.querySelector('main h1'); return { crumbs: b(document.querySelector('main .mantine-Breadcrumbs-root')), cover: b(document.querySelector('main [data-content-image]')?.parentElement), kind: b(h1.previousElementSibling), title: b(h1) }; });
  await page.screenshot({ path: `/tmp/pp/real-${lang}-${w}.png` });
  const diffs = Object.keys(pre).filter((k) => JSON.stringify(pre[k]) !== JSON.stringify(real[k]));
  console.log(w, lang, diffs.length ? diffs.map((k) => `${k}: pre ${pre[k]} real ${real[k]}`).join(' | ') : 'SAME');
  await ctx.close();
}
await browser.close();
