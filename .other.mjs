import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync','--disable-dev-shm-usage'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await context.newPage();
await browser.startTracing(page, { categories: ['*', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'toplevel', 'ipc', 'mojom', 'navigation', 'blink', 'v8'] });
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(2000);
const buf = await browser.stopTracing(); await browser.close();
const { traceEvents } = JSON.parse(buf.toString());
const fcp = traceEvents.find(e => e.name === 'firstContentfulPaint');
const pid = fcp.pid, tid = fcp.tid;
const main = traceEvents.filter(e => e.pid === pid && e.tid === tid && e.ph === 'X');
const tasks = main.filter(e => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask').filter(e => e.dur > 12000 && e.ts > fcp.ts);
for (const t of tasks) {
  const end = t.ts + t.dur;
  const kids = main.filter(e => e !== t && e.ts >= t.ts && e.ts + e.dur <= end);
  // direct-ish children: depth by containment; sum durations by name for events >= 1ms
  const by = {};
  for (const k of kids) if (k.dur >= 1500) by[k.name] = (by[k.name] || 0) + k.dur / 1000;
  console.log(`@${((t.ts - fcp.ts)/1000).toFixed(0)} +${(t.dur/1000).toFixed(1)}ms`, Object.entries(by).sort((a,b)=>b[1]-a[1]).slice(0,9).map(([n,d])=>`${n}=${d.toFixed(1)}`).join(' | '));
}
