import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless=new','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const base = 'http://localhost:4330';
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
page.on('console', (m) => { if (['error', 'warning'].includes(m.type())) console.log('[console]', m.type(), page.url(), m.text().slice(0, 300)); });
page.on('pageerror', (e) => console.log('[pageerror]', e.message));
page.on('requestfailed', (r) => console.log('[requestfailed]', r.url(), r.failure()?.errorText));
for (const path of ['/', '/kategoria/papier', '/en', '/logowanie', '/nie-ma-takiej-strony-xyz']) { await page.goto(base + path); await page.waitForTimeout(2000); }
await page.goto(base + '/logowanie');
await page.getByLabel(/e-mail/i).fill('kupiec@firma.demo');
await page.getByLabel(/^hasło/i).fill('Spinacz123!');
await page.getByRole('button', { name: /^zaloguj się$/i }).click();
await page.waitForURL(/moje-konto$/);
await page.goto(base + '/moje-konto/zamowienia'); await page.waitForTimeout(2500);
console.log('done');
await browser.close();
