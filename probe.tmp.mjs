import { chromium } from '@playwright/test';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
const url = process.argv[2];
await page.goto(url);
await page.waitForTimeout(1000);
for (let i = 0; i < Number(process.argv[3] ?? 3); i++) {
  await page.evaluate((y) => window.scrollTo(0, y), i * 800);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/vp/shot-${i}.png` });
}
await browser.close();
