// Screenshot helper (not committed): node shots.tmp.mjs <outdir>
import { chromium } from 'playwright-core';
const out = process.argv[2];
const base = 'http://localhost:8080';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });

async function session(login, lang, width, height = 900) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.addInitScript((l) => { if (!localStorage.getItem('lang')) localStorage.setItem('lang', l); }, lang);
  if (login) {
    await page.goto(`${base}/`);
    await page.waitForTimeout(800);
    const buttons = page.getByRole('banner').getByRole('button');
    const count = await buttons.count();
    let clicked = false;
    for (let i = 0; i < count; i++) {
      const b = buttons.nth(i);
      const label = (await b.innerText().catch(() => '')) + (await b.getAttribute('aria-label') ?? '');
      if (/log ?in|anmelden|connexion|ログイン|войти|iniciar|accedi|登入|登录|로그인|giriş|masuk|เข้าสู่ระบบ|entrar/i.test(label)) { await b.click(); clicked = true; break; }
    }
    if (!clicked) throw new Error('no login button');
    await page.getByLabel('Login ID').fill(login);
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.origin === base && !url.pathname.startsWith('/token'), { timeout: 20000 });
    await page.waitForTimeout(1200);
  }
  return { context, page };
}
async function shot(page, path, name, { full = false, wait = 1500 } = {}) {
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(wait);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: full });
  console.log(name, 'url', page.url().replace(base, ''), 'scrollWidth', width);
}
const which = process.argv[3] ?? 'all';
if (which === 'all' || which === '1') {
  let { context, page } = await session('player-hk', 'en', 1280);
  await shot(page, '/items', 'd1-hk-items-1280', { full: true });
  await shot(page, '/items/night-stadium', 'd1-hk-night-stadium-1280');
  await context.close();
  ({ context, page } = await session('player-jp', 'en', 375));
  await shot(page, '/items/retro-kit', 'd1-jp-retro-kit-375');
  await shot(page, '/items/golden-ball', 'd2-jp-golden-ball-375');
  await context.close();
}
if (which === 'all' || which === '3') {
  for (const lang of ['en', 'de', 'fr', 'ru', 'ja']) {
    const { context, page } = await session(null, lang, 375);
    await shot(page, '/usepoint', `d3-usepoint-visitor-${lang}-375`);
    await context.close();
  }
}
if (which === 'all' || which === '6') {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await context.addCookies([
    { name: 'ps_token', value: 'x'.repeat(43), url: base },
    { name: 'user_info', value: encodeURIComponent(JSON.stringify({ nickname: 'Gone', country: 'us', language: 'en' })), url: base },
  ]);
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await shot(page, '/items', 'd6-ended-session-items-375', { wait: 3000 });
  await context.close();
}
if (which === 'all' || which === '7') {
  for (const lang of ['de', 'fr', 'ru', 'en']) {
    const { context, page } = await session(null, lang, 1280, 300);
    await shot(page, '/', `d7-menu-${lang}-1280`);
    await context.close();
  }
}
if (which === 'all' || which === '8') {
  const { context, page } = await session('player-us', 'en', 1280);
  await shot(page, '/usepoint', 'd8-usepoint-1280', { full: true });
  await shot(page, '/items/scout-ticket', 'd8-item-detail-1280', { full: true });
  await shot(page, '/contact', 'd8-contact-1280', { full: true });
  await context.close();
}
await browser.close();
