import path from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerInContext } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/browser';
import { withServerAndBrowser } from './support/journey';
import { projectRoot } from './support/project-root';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const WAIT = { timeout: 15_000 };
const MAL_EXPORT = path.join(
  projectRoot(),
  'src/server/features/lists/import/fixtures/mal-animelist.xml',
);

describe.each([
  ['a 390 px phone', { viewport: { width: 390, height: 844 }, touch: true }],
  ['a desktop', { viewport: { width: 1280, height: 800 } }],
])('onboarding on %s', (_, screen) => {
  it('imports through the drop zone, takes three picks, skips the rest and never asks for the username', async () => {
    const { page, context, errors } = await openPage(browser, screen);
    await registerInContext(context, server.baseUrl, { username: 'Starter' });
    await page.goto(`${server.baseUrl}/`);
    const onboarding = page.getByRole('dialog', { name: 'Welcome to Tsuzuki' });
    const importButton = onboarding.getByRole('button', { name: /Import/ });
    await importButton.waitFor(WAIT);
    expect(await onboarding.getByLabel('Username').count()).toBe(0);
    expect(await onboarding.getByText(/MyAnimeList XML/).count()).toBe(1);
    expect(await onboarding.getByText(/AniList JSON/).count()).toBe(1);
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(width).toBeLessThanOrEqual(screen.viewport.width);
    expect((await importButton.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(await seriousViolations(page)).toEqual([]);

    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), importButton.click()]);
    await chooser.setFiles(MAL_EXPORT);
    await onboarding.getByText(/^Imported \d+ titles?/).waitFor(WAIT);

    await onboarding.getByRole('button', { name: 'Next' }).click();
    const genres = onboarding.getByRole('group', { name: 'Genres you enjoy' }).getByRole('button');
    await expect.poll(() => genres.count(), WAIT).toBeGreaterThanOrEqual(3);
    for (let index = 0; index < 3; index += 1) {
      const toggle = genres.nth(index);
      expect((await toggle.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await toggle.click();
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    }
    const widthWithPicks = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(widthWithPicks).toBeLessThanOrEqual(screen.viewport.width);
    // The colours are checked at rest, not under the pointer or mid-way through a state change.
    await page.mouse.move(0, 0);
    await page.waitForTimeout(200);
    expect(await seriousViolations(page)).toEqual([]);

    await onboarding.getByRole('button', { name: 'Skip' }).click();
    await onboarding.waitFor({ state: 'detached', ...WAIT });
    const profile = await context.request.get(`${server.baseUrl}/api/users/me`);
    const body = (await profile.json()) as {
      profile: { onboardingComplete: boolean; favouriteGenres: string[]; username: string };
    };
    expect(body.profile).toMatchObject({ onboardingComplete: true, username: 'Starter' });
    expect(body.profile.favouriteGenres).toHaveLength(3);
    expect(errors).toEqual([]);
    await context.close();
  });
});
