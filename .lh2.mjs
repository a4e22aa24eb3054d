import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const [url] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync','--disable-dev-shm-usage'], logLevel: 'silent' });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', onlyCategories: ['performance'] }); chrome.kill();
const a = r.lhr.audits;
console.log('TBT', Math.round(a['total-blocking-time'].numericValue), 'perf', r.lhr.categories.performance.score);
console.log('breakdown', a['mainthread-work-breakdown'].details.items.map(i => `${i.group}=${Math.round(i.duration)}`).join(' '));
console.log('bootup', a['bootup-time'].details.items.slice(0,8).map(i => `${i.url.split('/').pop()} total=${Math.round(i.total)} eval=${Math.round(i.scripting)} parse=${Math.round(i.scriptParseCompile)}`).join('\n  '));
