import { describe, expect, it } from 'vitest';
import { ANILIST_FRESH_FOR_MS, anilistFreshForMs } from './anilist-cache-ttl';

const now = 1_800_000_000_000;
const airing = (secondsFromNow: number) => ({
  airingAt: now / 1000 + secondsFromNow,
  timeUntilAiring: secondsFromNow,
  episode: 5,
});

describe('anilistFreshForMs', () => {
  it('keeps an answer without upcoming episodes for 15 minutes', () => {
    const body = { data: { Media: { id: 1, nextAiringEpisode: null } } };
    expect(anilistFreshForMs({ status: 200, body }, now)).toBe(ANILIST_FRESH_FOR_MS);
  });

  it('keeps an answer only until the soonest next episode airs', () => {
    const body = {
      data: {
        Page: {
          media: [
            { id: 1, nextAiringEpisode: airing(3600) },
            { id: 2, nextAiringEpisode: airing(300) },
          ],
        },
      },
    };
    expect(anilistFreshForMs({ status: 200, body }, now)).toBe(300_000);
  });

  it('keeps one for at least a minute even when the episode airs sooner', () => {
    const body = { data: { Media: { nextAiringEpisode: airing(5) } } };
    expect(anilistFreshForMs({ status: 200, body }, now)).toBe(60_000);
  });

  it('keeps AniList’s not-found answer, but not other errors', () => {
    const notFound = { data: { Media: null }, errors: [{ message: 'Not Found.', status: 404 }] };
    expect(anilistFreshForMs({ status: 404, body: notFound }, now)).toBe(ANILIST_FRESH_FOR_MS);
    const partial = { data: { Media: null }, errors: [{ message: 'Internal Server Error' }] };
    expect(anilistFreshForMs({ status: 200, body: partial }, now)).toBe(0);
    expect(anilistFreshForMs({ status: 400, body: { data: null, errors: [] } }, now)).toBe(0);
  });
});
