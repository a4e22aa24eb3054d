import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CatalogueAnswer, CatalogueProvider, ProviderEndpoint } from '../catalogue/provider';
import { byExternalIds } from './external-ids';
import { NO_IDS, type ScrobbleEvent } from './scrobble-event';

/** TMDB's recorded find answer for Breaking Bad's pilot (test/fixtures/tmdb/SOURCES.md). */
const RECORDED = JSON.parse(
  fs.readFileSync(
    new URL('../../../../test/fixtures/tmdb/find-tv-episode.json', import.meta.url),
    'utf8',
  ),
) as unknown;

function provider(name: 'tmdb' | 'offline', answer: CatalogueAnswer) {
  const asked: ProviderEndpoint[] = [];
  const stub: CatalogueProvider = {
    name,
    capabilities: { posters: true, airDates: true, seasons: true },
    get: (endpoint) => {
      asked.push(endpoint);
      return Promise.resolve(answer);
    },
  };
  return { stub, asked };
}

const episode = (changes: Partial<ScrobbleEvent> = {}): ScrobbleEvent => ({
  server: 'emby',
  event: 'item.markplayed',
  ignoredBecause: null,
  kind: 'episode',
  itemId: 'server:1',
  seriesId: 'server:2',
  names: ['Breaking Bad'],
  year: null,
  season: 1,
  episode: 1,
  episodeEnd: null,
  ids: { ...NO_IDS, tvdb: 349232, imdb: 'tt0959621' },
  ...changes,
});

describe('byExternalIds', () => {
  it('reads the show and TMDB’s numbers from the recorded answer, asking by TVDB id first', async () => {
    const { stub, asked } = provider('tmdb', { status: 200, body: RECORDED });
    expect(await byExternalIds(episode(), stub)).toEqual({
      kind: 'found',
      key: { media_type: 'tv', id: 1396 },
      episode: { season: 1, episode: 1, episodeEnd: null },
    });
    expect(asked).toEqual([{ kind: 'find', source: 'tvdb_id', externalId: '349232' }]);
  });

  it('moves the last episode of a file of several on from TMDB’s number', async () => {
    const { stub } = provider('tmdb', { status: 200, body: RECORDED });
    const found = await byExternalIds(episode({ episode: 1, episodeEnd: 2 }), stub);
    expect(found).toMatchObject({ episode: { season: 1, episode: 1, episodeEnd: 2 } });
  });

  it('never takes an episode’s show for a film, nor a film for an episode', async () => {
    const { stub } = provider('tmdb', { status: 200, body: RECORDED });
    expect(await byExternalIds(episode({ kind: 'movie' }), stub)).toEqual({
      kind: 'not-found',
      said: ['TMDB finds no film by TVDB id 349232.', 'TMDB finds no film by IMDb id tt0959621.'],
    });
  });

  it('does not trust an answer beyond its bounds, and says TMDB could not be asked', async () => {
    const many = Array.from({ length: 51 }, (_unused, index) => ({
      show_id: 1396,
      season_number: 1,
      episode_number: index + 1,
    }));
    const { stub } = provider('tmdb', { status: 200, body: { tv_episode_results: many } });
    const tvdbOnly = episode({ ids: { ...NO_IDS, tvdb: 349232 } });
    expect(await byExternalIds(tvdbOnly, stub)).toEqual({
      kind: 'not-found',
      said: ['TMDB could not be asked about TVDB id 349232.'],
    });
    const failing = provider('tmdb', { status: 502, body: {} });
    expect(await byExternalIds(tvdbOnly, failing.stub)).toMatchObject({ kind: 'not-found' });
  });

  it('is skipped with the offline catalogue, which keeps no TVDB or IMDb ids', async () => {
    const { stub, asked } = provider('offline', { status: 200, body: RECORDED });
    expect(await byExternalIds(episode(), stub)).toEqual({ kind: 'not-found', said: [] });
    expect(asked).toEqual([]);
  });
});
