import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAnilist, type FakeAnilist } from '../src/server/testing/fakes/fake-anilist';
import { seriousViolations } from './support/axe';
import { launchBrowser, openPage } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/** The offline catalogue with AniList enabled: its ids are MyAnimeList ids, which AniList knows. */
let anilist: FakeAnilist;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  anilist = await startFakeAnilist();
  [server, browser] = await Promise.all([
    startServer({ ANILIST_ENABLED: 'true', ANILIST_URL: anilist.url }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await anilist?.close();
});

describe('a detail screen with AniList', () => {
  it('shows the next airing episode of an offline title, asked by its MyAnimeList id', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/anime/tv/21`);
    await page.getByRole('heading', { level: 1, name: 'One Piece' }).waitFor();
    const next = page.getByText(/^Next episode:/);
    await next.waitFor();
    expect(await next.textContent()).toMatch(
      /^Next episode: Episode 1150 · Tomorrow \(\d{4}-\d{2}-\d{2}\)$/,
    );
    expect(anilist.countOperations('MediaByMalId')).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
