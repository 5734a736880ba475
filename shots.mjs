import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless=new','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const base = 'http://localhost:4330';
for (const [label, viewport] of [['desktop', { width: 1366, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  const page = await browser.newPage({ viewport });
  await page.goto(base + '/'); await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/lead/home-${label}.png` });
  await page.goto(base + '/kategoria/papier'); await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/lead/category-${label}.png` });
  const href = await page.locator('main article a').first().getAttribute('href');
  await page.goto(base + href); await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/lead/product-${label}.png` });
  await page.goto(base + '/logowanie'); await page.waitForTimeout(1500);
  await page.getByLabel(/e-mail/i).fill('kupiec@firma.demo');
  await page.getByLabel(/^hasło/i).fill('Spinacz123!');
  await page.getByRole('button', { name: /^zaloguj się$/i }).click();
  await page.waitForURL(/moje-konto$/); await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/lead/dashboard-${label}.png` });
  await page.goto(base + '/moje-konto/zamowienia'); await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/lead/orders-${label}.png` });
  await page.close();
}
await browser.close();
