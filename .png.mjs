import { chromium } from 'playwright-core';
import fs from 'node:fs';
const svg = fs.readFileSync('src/client/public/favicon.svg', 'utf8').replace('<svg ', '<svg width="48" height="48" ');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 48, height: 48 } });
await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
await page.screenshot({ path: 'src/client/public/icons/favicon-48.png', omitBackground: true, clip: { x: 0, y: 0, width: 48, height: 48 } });
await browser.close();
