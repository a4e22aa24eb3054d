import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { completeOnboarding, registerInContext } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/browser';
import { withServerAndBrowser } from './support/journey';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const WAIT = { timeout: 10_000 };
const PHONE = { width: 360, height: 740 };
const RECORDED_STOP = path.resolve(
  import.meta.dirname,
  '../src/server/features/scrobble/fixtures/jellyfin-playback-stop.json',
);

describe('media server scrobbling on /profile', () => {
  it('shows the address on a phone, copies it, and logs a Jellyfin event that moved progress', async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.baseUrl,
    });
    await registerInContext(context, server.baseUrl, { username: 'Scrobbler' });
    await completeOnboarding(context, server.baseUrl);
    await page.goto(`${server.baseUrl}/profile`);
    const section = page.getByRole('region', { name: 'Media server scrobbling' });
    await section.waitFor(WAIT);
    const field = section.getByLabel('Your webhook address');
    await field.waitFor(WAIT);
    const url = await field.inputValue();
    expect(url).toMatch(/\/api\/scrobble\/[A-Za-z0-9_-]{43}$/);

    await section.getByRole('button', { name: 'Copy address' }).click();
    await section.getByText('Copied.').waitFor(WAIT);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    for (const name of ['Copy address', 'Get a new address', 'Turn off']) {
      const box = await section.getByRole('button', { name }).boundingBox();
      expect(box?.height, name).toBeGreaterThanOrEqual(44);
    }

    const recorded = JSON.parse(fs.readFileSync(RECORDED_STOP, 'utf8')) as object;
    const stop = { ...recorded, PlayedToCompletion: true };
    const answer = await fetch(`${server.baseUrl}${new URL(url).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(stop),
    });
    expect(answer.status).toBe(200);

    await page.reload();
    await section.getByText(/Progress moved: 86/).waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${server.baseUrl}/mylists`);
    await page.getByText(/86/).first().waitFor(WAIT);
  });
});
