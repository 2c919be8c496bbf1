import { chromium } from 'playwright-core';
const BASE = 'http://127.0.0.1:5291';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${BASE}/`);
await page.locator('#lang-picker').selectOption('ENG');
await page.locator('#user-picker').selectOption('demo');
await page.locator('#login-button').click();
await page.waitForFunction(() => localStorage.getItem('st-auth'));
await page.waitForTimeout(1500);
const churn = () =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const root = document.querySelector('sport-bet-history')!.shadowRoot!;
        let n = 0;
        const mo = new MutationObserver((r) => (n += r.length));
        mo.observe(root, { childList: true, subtree: true, attributes: true });
        setTimeout(() => {
          mo.disconnect();
          resolve(n);
        }, 2000);
      }),
  );
console.log('churn logged in', await churn());
await fetch(`${BASE}/demo/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ user: 'demo' }),
});
await page.waitForTimeout(500);
console.log('tabs', await page.locator('sport-bet-history [role="tab"]').count());
console.log('churn after kick', await churn());
await page
  .locator('sport-bet-history')
  .getByRole('tab', { name: 'Settled', exact: true })
  .click({ timeout: 5000 })
  .catch((e) => console.log('click failed', e.message.slice(0, 100)));
await page.waitForTimeout(1000);
console.log('banner', await page.locator('sport-bet-history [part="session-end"]').count(), 'churn', await churn());
console.log(await page.locator('sport-bet-history').evaluate((el) => el.shadowRoot!.textContent!.slice(0, 300)));
await browser.close();
