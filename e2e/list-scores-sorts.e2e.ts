import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeasonEntryWrite } from '../src/shared/list-entry';
import type { UserProfile } from '../src/shared/profile';
import { completeOnboarding, registerInContext } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/browser';
import { withServerAndBrowser } from './support/journey';
import { FMA, listsJourney, WAIT } from './support/lists-journey';
import type { RunningServer } from './support/server';

/** Issue 32: scores in the user's scale on each row, the new sorts and the tag filter, on a phone. */
let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const { track } = listsJourney(() => ({ server, browser }));

const PHONE = { viewport: { width: 360, height: 780 }, touch: true };
const STEINS_GATE = 'Steins;Gate';
const DEATH_NOTE = 'Death Note';

/** Three finished shows: two scored (stored 0–100) and dated, one neither; two share a tag. */
const SEEDED: { key: string; name: string; season: SeasonEntryWrite }[] = [
  {
    key: 'tv/5114',
    name: FMA,
    season: { score: 90, startedOn: '2024-01-05', finishedOn: '2024-03-01', tags: ['cosy'] },
  },
  {
    key: 'tv/9253',
    name: STEINS_GATE,
    season: { score: 60, finishedOn: '2025-06-10', tags: ['mind-bending'] },
  },
  {
    key: 'tv/1535',
    name: DEATH_NOTE,
    season: { score: 0, startedOn: null, finishedOn: null, tags: [' cosy'] },
  },
];

const rowNames = (rows: Locator) => rows.getByRole('listitem').getByRole('link').allTextContents();

async function expectTarget(control: Locator) {
  expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(44);
}

async function noSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width, `the page is ${width} px wide`).toBeLessThanOrEqual(PHONE.viewport.width);
}

describe('scores, sorts and the tag filter on a 360 px phone', () => {
  it('shows scores in the picked scale, sorts by score and finish date, filters by tag, and keeps it all on reload', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await registerInContext(context, server.baseUrl);
    await completeOnboarding(context, server.baseUrl);
    for (const { key, name, season } of SEEDED) {
      await track(context, key, { status: 'completed', name });
      const written = await context.request.put(`${server.baseUrl}/api/lists/${key}/seasons/1`, {
        data: season,
      });
      expect(written.status(), await written.text()).toBe(200);
    }

    // The scale, picked on the profile, applies at once: no save button.
    await page.goto(`${server.baseUrl}/profile/account`);
    const scale = page.getByLabel('Score scale');
    await scale.waitFor(WAIT);
    await expectTarget(scale);
    expect(await scale.inputValue()).toBe('POINT_10');
    await scale.selectOption({ label: '5 stars' });
    await expect
      .poll(async () => {
        const answer = await context.request.get(`${server.baseUrl}/api/users/me`);
        return ((await answer.json()) as { profile: UserProfile }).profile.scoreScale;
      }, WAIT)
      .toBe('POINT_5');
    await expect.poll(() => scale.inputValue(), WAIT).toBe('POINT_5');
    await noSidewaysScroll(page);

    await page.goto(`${server.baseUrl}/mylists?status=completed`);
    const rows = page.getByRole('list', { name: /^Completed: / });
    await rows.waitFor(WAIT);
    const row = (name: string) => rows.getByRole('listitem').filter({ hasText: name });
    await row(FMA).getByText('5 of 5 stars').waitFor(WAIT);
    await row(STEINS_GATE).getByText('3 of 5 stars').waitFor(WAIT);
    expect(await row(DEATH_NOTE).getByText(/stars/).count()).toBe(0);

    const sort = page.getByLabel('Sort by');
    await expectTarget(sort);
    await sort.selectOption({ label: 'Your score' });
    await expect.poll(() => rowNames(rows), WAIT).toEqual([FMA, STEINS_GATE, DEATH_NOTE]);
    await sort.selectOption({ label: 'Date finished' });
    await expect.poll(() => rowNames(rows), WAIT).toEqual([STEINS_GATE, FMA, DEATH_NOTE]);

    // An imported tag's spaces do not make it another tag.
    const tag = page.getByLabel('Filter by tag');
    await expectTarget(tag);
    expect(await tag.locator('option').allTextContents()).toEqual([
      'Any tag',
      'cosy',
      'mind-bending',
    ]);
    await tag.selectOption('cosy');
    await expect.poll(() => rowNames(rows), WAIT).toEqual([FMA, DEATH_NOTE]);
    expect(new URL(page.url()).searchParams.toString()).toBe(
      'status=completed&sort=finished&tag=cosy',
    );
    await noSidewaysScroll(page);

    await page.reload();
    await rows.waitFor(WAIT);
    await expect.poll(() => rowNames(rows), WAIT).toEqual([FMA, DEATH_NOTE]);
    expect(await sort.inputValue()).toBe('finished');
    expect(await tag.inputValue()).toBe('cosy');
    await row(FMA).getByText('5 of 5 stars').waitFor(WAIT);
    await noSidewaysScroll(page);
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
