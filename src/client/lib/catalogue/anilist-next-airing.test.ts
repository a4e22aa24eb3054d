import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnilistResponse } from '../../../shared/anilist-queries';
import { nextAiringOf } from './anilist-next-airing';

const next = { airingAt: 1_795_000_000, timeUntilAiring: 3600, episode: 8 };
const answer = (extra: Partial<AnilistResponse<'mediaByMalId'>> = {}) =>
  ({ data: { Media: { nextAiringEpisode: next } }, ...extra }) as AnilistResponse<'mediaByMalId'>;

afterEach(() => vi.restoreAllMocks());

describe('nextAiringOf', () => {
  it('reads the next episode of a clean answer', () => {
    expect(nextAiringOf(answer(), 52991)).toEqual(next);
  });

  it('is null for an answer without one', () => {
    expect(nextAiringOf({ data: { Media: null } }, 1)).toBeNull();
    expect(nextAiringOf({ data: null }, 1)).toBeNull();
  });

  it('logs GraphQL errors and yields null, even beside data (spec §8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const errors = [{ message: 'Too Many Requests.', status: 429 }];
    expect(nextAiringOf(answer({ errors }), 52991)).toBeNull();
    expect(warn).toHaveBeenCalledWith('AniList answered errors for MyAnimeList id 52991.', errors);
  });
});
