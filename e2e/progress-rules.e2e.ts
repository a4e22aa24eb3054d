import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TvDetails } from '../src/shared/catalogue-types';
import { withServerAndBrowser } from './support/journey';
import { FILM, FMA, listsJourney, WAIT } from './support/lists-journey';
import type { RunningServer } from './support/server';

/** Progress follows the list a title is in (decision 160), with the bundled offline catalogue. */
let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const { signedInPage, listedTitle, track } = listsJourney(() => ({ server, browser }));

const progressOf = (title: Awaited<ReturnType<typeof listedTitle>>) =>
  title && { status: title.status, season: title.current_season, episode: title.current_episode };

describe('progress follows the list', () => {
  it('plans a series at nothing watched and completes it at its last episode', async () => {
    const { page, context, errors } = await signedInPage();
    await page.goto(`${server.baseUrl}/anime/tv/5114`);
    await page
      .getByRole('group', { name: `Add “${FMA}” to a list` })
      .getByRole('button', { name: 'Plan to Watch' })
      .click();
    await page.getByText('In My Lists: Plan to Watch · S1 · E0').waitFor(WAIT);
    await expect
      .poll(async () => progressOf(await listedTitle(context, 'tv/5114')), WAIT)
      .toEqual({ status: 'planToWatch', season: 1, episode: 0 });

    await page
      .getByRole('group', { name: `Move “${FMA}” to a list` })
      .getByRole('button', { name: 'Completed' })
      .click();
    await page.getByText('In My Lists: Completed · S1 · E64').waitFor(WAIT);
    await expect
      .poll(async () => progressOf(await listedTitle(context, 'tv/5114')), WAIT)
      .toEqual({ status: 'completed', season: 1, episode: 64 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives a film no episodes to step through', async () => {
    const { page, context, errors } = await signedInPage();
    await page.goto(`${server.baseUrl}/anime/movie/199`);
    await page
      .getByRole('group', { name: `Add “${FILM}” to a list` })
      .getByRole('button', { name: 'Completed' })
      .click();
    await page.getByText('In My Lists: Completed', { exact: true }).waitFor(WAIT);
    expect(await page.getByRole('button', { name: 'Edit progress' }).count()).toBe(0);
    await expect
      .poll(async () => progressOf(await listedTitle(context, 'movie/199')), WAIT)
      .toEqual({ status: 'completed', season: 1, episode: 1 });

    await page.goto(`${server.baseUrl}/mylists?status=completed`);
    await page.getByRole('link', { name: FILM }).waitFor(WAIT);
    expect(await page.getByRole('group', { name: `Progress of ${FILM}` }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers Completed when Watching reaches the last episode', async () => {
    const { page, context, errors } = await signedInPage();
    await track(context, 'tv/5114', { status: 'watching', current_episode: 63, name: FMA });
    await page.goto(`${server.baseUrl}/mylists`);
    const progress = page.getByRole('group', { name: `Progress of ${FMA}` });
    await progress.getByText('/ 64').waitFor(WAIT);
    await progress.getByRole('button', { name: `One episode more: ${FMA}` }).click();
    await page.getByText(`${FMA}: S1 · E64, the last episode.`).waitFor(WAIT);
    await page.getByRole('button', { name: 'Mark Completed' }).click();
    await expect
      .poll(async () => progressOf(await listedTitle(context, 'tv/5114')), WAIT)
      .toEqual({ status: 'completed', season: 1, episode: 64 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for a season only where the title has more than one', async () => {
    const { page, context, errors } = await signedInPage();
    const multi = (await (
      await context.request.get(`${server.baseUrl}/api/tmdb-proxy/tv/16498`)
    ).json()) as TvDetails;
    const seasons = multi.seasons.filter((season) => season.season_number >= 1).length;
    expect(seasons).toBeGreaterThan(1);
    await track(context, 'tv/5114', { status: 'watching', current_episode: 3, name: FMA });
    await track(context, 'tv/16498', { status: 'watching', current_episode: 3, name: multi.name });
    await page.goto(`${server.baseUrl}/mylists`);

    await page.getByRole('button', { name: `Edit progress: ${FMA}` }).click();
    const single = page.getByRole('dialog', { name: `Progress: ${FMA}` });
    await single.getByText('Which episode have you reached?').waitFor(WAIT);
    await single.getByText('Season 1 has 64 episodes.').waitFor(WAIT);
    expect(await single.getByLabel('Season', { exact: true }).count()).toBe(0);
    await single.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: `Edit progress: ${multi.name}` }).click();
    const several = page.getByRole('dialog', { name: `Progress: ${multi.name}` });
    await several.getByLabel('Season', { exact: true }).waitFor(WAIT);
    await several.getByText(`${seasons} seasons listed.`).waitFor(WAIT);
    expect(errors).toEqual([]);
    await context.close();
  });
});
