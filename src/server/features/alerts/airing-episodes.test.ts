import { describe, expect, it } from 'vitest';
import type { CatalogueEndpoint } from '../../../shared/catalogue-endpoints';
import type { CatalogueAnswer, CatalogueProvider } from '../catalogue/provider';
import { AiringEpisodes } from './airing-episodes';

/** Show 1 airs episode 4 on a date only; show 2 has no next episode; show 3 fails. */
function catalogue(asked: number[]): CatalogueProvider {
  return {
    name: 'tmdb',
    capabilities: { posters: true, airDates: true, seasons: true },
    get(endpoint: CatalogueEndpoint): Promise<CatalogueAnswer> {
      if (endpoint.kind !== 'details') throw new Error('details only');
      asked.push(endpoint.id);
      if (endpoint.id === 3) return Promise.reject(new Error('TMDB is down'));
      const next =
        endpoint.id === 1
          ? { id: 77, air_date: '2026-12-06', season_number: 1, episode_number: 4, name: '' }
          : null;
      return Promise.resolve({
        status: 200,
        body: {
          name: 'Frieren',
          original_name: '葬送のフリーレン',
          origin_country: ['JP'],
          next_episode_to_air: next,
        },
      });
    },
  };
}

describe('one pass’s next episodes', () => {
  it('asks the catalogue once per show, and knows a show without one or whose look-up failed', async () => {
    const asked: number[] = [];
    const episodes = new AiringEpisodes(catalogue(asked));
    expect(episodes.known(1)).toBeUndefined();
    expect(await episodes.lookUp(1)).toEqual({
      key: 'tmdb:77',
      season: 1,
      episode: 4,
      name: null,
      airsAt: Date.parse('2026-12-06T09:00:00Z'),
      show: {
        name: 'Frieren',
        inTitleLanguage: { romaji: null, english: null, native: '葬送のフリーレン' },
      },
    });
    expect(await episodes.lookUp(2)).toBeNull();
    expect(await episodes.lookUp(3)).toBeNull();
    expect(episodes.known(1)?.key).toBe('tmdb:77');
    expect(episodes.known(2)).toBeNull();
    expect(episodes.known(3)).toBeNull();
    expect(episodes.shows).toBe(3);
    expect(asked).toEqual([1, 2, 3]);
  });
});
