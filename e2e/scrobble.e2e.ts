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
const FIXTURES = path.resolve(import.meta.dirname, '../src/server/features/scrobble/fixtures');
const RECORDED_STOP = path.join(FIXTURES, 'jellyfin-playback-stop.json');
/** Names its series only in Chinese, which no catalogue name matches. */
const RECORDED_PLEX = path.join(FIXTURES, 'plex-media-scrobble.json');

/** As Plex posts: a multipart form whose `payload` part is the JSON. */
function postPlex(url: string): Promise<Response> {
  const form = new FormData();
  form.append('payload', fs.readFileSync(RECORDED_PLEX, 'utf8'));
  return fetch(url, { method: 'POST', body: form });
}

describe('media server scrobbling on /profile/connections', () => {
  it('shows the address on a phone, copies it, and logs a Jellyfin event that moved progress', async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.baseUrl,
    });
    await registerInContext(context, server.baseUrl, { username: 'Scrobbler' });
    await completeOnboarding(context, server.baseUrl);
    await page.goto(`${server.baseUrl}/profile`);
    await page
      .getByRole('navigation', { name: 'Profile and settings' })
      .getByRole('link', { name: 'Connections' })
      .click();
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

  it('fixes an unmatched Plex event by choosing its title, and the next one matches', async () => {
    const { page, context, errors } = await openPage(browser);
    await registerInContext(context, server.baseUrl);
    await completeOnboarding(context, server.baseUrl);
    await page.goto(`${server.baseUrl}/profile`);
    await page
      .getByRole('navigation', { name: 'Profile and settings' })
      .getByRole('link', { name: 'Connections' })
      .click();
    const section = page.getByRole('region', { name: 'Media server scrobbling' });
    const field = section.getByLabel('Your webhook address');
    await field.waitFor(WAIT);
    const url = await field.inputValue();

    const unmatched = await postPlex(url);
    expect(await unmatched.json()).toMatchObject({ outcome: 'unmatched' });
    await page.reload();
    const entry = section.getByRole('listitem').filter({ hasText: 'No matching title' });
    await entry.getByRole('button', { name: 'Choose the title' }).click();
    await entry.getByLabel('Which title is it?').fill('Baki Hanma');
    await entry
      .getByRole('list', { name: 'Matching titles' })
      .getByRole('button', { name: /^Baki Hanma/ })
      .first()
      .click();
    await entry
      .getByText(/Remembered: the next events of this series count for Baki/)
      .waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);

    expect(await (await postPlex(url)).json()).toMatchObject({ outcome: 'moved' });
    await page.reload();
    await section.getByText(/Progress moved: Baki Hanma/).waitFor(WAIT);
    expect(errors).toEqual([]);
    await context.close();
  });
});
