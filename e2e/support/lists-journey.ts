import type { Browser, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import type { ListPage } from '../../src/shared/lists-api';
import type { TrackedTitle, TrackedTitleWrite } from '../../src/shared/tracked-title';
import { completeOnboarding, registerInContext } from './accounts';
import { openPage } from './browser';
import type { RunningServer } from './server';

export const WAIT = { timeout: 10_000 };
/** Titles of the bundled offline catalogue the list journeys track (ids are MyAnimeList's). */
export const FMA = 'Fullmetal Alchemist: Brotherhood';
export const FILM = 'Spirited Away';

/**
 * The steps list journeys share, against the server and browser a suite started (read when
 * called, since they are set in the suite's beforeAll).
 */
export function listsJourney(running: () => { server: RunningServer; browser: Browser }) {
  const baseUrl = () => running().server.baseUrl;

  async function signedInPage() {
    const watched = await openPage(running().browser);
    const account = await registerInContext(watched.context, baseUrl());
    await completeOnboarding(watched.context, baseUrl());
    return { ...watched, account };
  }

  async function listedTitles(context: BrowserContext): Promise<TrackedTitle[]> {
    const response = await context.request.get(`${baseUrl()}/api/lists?limit=500`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as ListPage).items;
  }

  async function listedTitle(context: BrowserContext, key: string) {
    const titles = await listedTitles(context);
    return titles.find((title) => `${title.media_type}/${title.id}` === key);
  }

  async function track(context: BrowserContext, key: string, body: TrackedTitleWrite) {
    const response = await context.request.put(`${baseUrl()}/api/lists/${key}`, { data: body });
    expect(response.ok()).toBe(true);
  }

  return { signedInPage, listedTitles, listedTitle, track };
}
