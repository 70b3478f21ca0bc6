import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3917';
const out = '/tmp/payadmin-shots/png';
const login = async () => {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($email: String, $password: String) { login(email: $email, password: $password) { status_code message data { jwt } } }',
      variables: { email: 'admin@souq.test', password: 'demo1234' },
    }),
  });
  return (await res.json()).data.login.data.jwt;
};
const token = await login();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
await context.addCookies([{ name: 'souq_session', value: token, url: base, httpOnly: true, sameSite: 'Lax' }]);
const page = await context.newPage();
const errors = [];
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
page.on('pageerror', (e) => errors.push(String(e)));
const order = process.argv[2];
for (const locale of ['en-eg', 'ar-eg']) {
  await page.goto(`${base}/${locale}/admin/payment-methods`);
  await page.waitForSelector('[data-testid="payment-methods-eg"]');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/methods-${locale}.png`, fullPage: true });
  if (locale === 'en-eg') {
    // Switch valU off in Egypt and save.
    await page.click('[data-testid="switch-eg-valu"]');
    await page.click('[data-testid="save-eg"]');
    await page.waitForSelector('[data-testid="payment-methods-eg"] [role="status"]');
    console.log('saved:', await page.textContent('[data-testid="payment-methods-eg"] [role="status"]'));
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/methods-${locale}-saved.png`, fullPage: true });
    console.log('valu checked now:', await page.isChecked('[data-testid="switch-eg-valu"]'));
  }
  await page.goto(`${base}/${locale}/admin/orders/${order}`);
  await page.waitForSelector('#admin-main');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/order-${locale}.png`, fullPage: true });
  await page.goto(`${base}/${locale}/admin/orders`);
  await page.waitForSelector('#filter-payment');
  console.log(locale, 'payment options:', await page.$$eval('#filter-payment option', (o) => o.map((x) => x.textContent).join(' | ')));
  console.log(locale, 'status options:', await page.$$eval('#filter-status option', (o) => o.map((x) => x.textContent).join(' | ')));
}
// Without JavaScript: the switches form still posts.
const nojs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1400, height: 1000 } });
await nojs.addCookies([{ name: 'souq_session', value: token, url: base, httpOnly: true, sameSite: 'Lax' }]);
const p2 = await nojs.newPage();
await p2.goto(`${base}/ar-sa/admin/payment-methods`);
await p2.click('[data-testid="switch-sa-tabby"]');
await p2.click('[data-testid="save-sa"]');
await p2.waitForLoadState('load');
console.log('no-js saved:', await p2.textContent('[data-testid="payment-methods-sa"] [role="status"]').catch(() => 'none'));
await p2.screenshot({ path: `${out}/methods-ar-sa-nojs-saved.png`, fullPage: true });
console.log('console errors:', errors);
await browser.close();
