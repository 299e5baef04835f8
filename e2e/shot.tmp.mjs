// Temporary screenshot helper (not committed).
import { chromium } from 'playwright-core';
const base = process.env.BASE || 'http://localhost:3100';
const [, , path, name, widthArg, scheme, action] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: Number(widthArg || 1280), height: 900 }, colorScheme: scheme || 'light' });
const page = await ctx.newPage();
if (!path.startsWith('/bee/view') && !path.startsWith('/demo')) {
  await page.goto(base + '/login');
  await page.getByLabel(/email/i).first().fill(process.env.USER_EMAIL || 'admin@demosolar.example');
  await page.getByLabel(/password/i).first().fill(process.env.USER_PASSWORD || 'DemoAdmin-2024');
  await page.getByRole('button', { name: /log ?in|sign ?in/i }).click();
  await page.waitForTimeout(1500);
}
await page.goto(base + path);
await page.waitForTimeout(2500);
if (action) { await eval(action); await page.waitForTimeout(1000); }
await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
console.log(await page.evaluate(() => document.documentElement.scrollWidth), 'scrollWidth');
await browser.close();
