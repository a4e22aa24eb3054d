import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseRequest } from '../../../../client/features/browse/browse-query';
import { parseCatalogueEndpoint } from '../../../../shared/catalogue-endpoints';
import type { CatalogueListItem, Genre, Paged } from '../../../../shared/catalogue-types';
import type { QueryParameters } from '../../../../shared/discover-queries';
import { DEFAULT_FILTERS } from '../../../../shared/filter-state';
import { genreOptionsFor } from '../../../../shared/genres';
import { upcomingDiscoverParams } from '../../../../shared/upcoming-query';
import { createCapturedLogger } from '../../../testing/fakes/captured-logger';
import { startFakeTmdb, type FakeTmdb } from '../../../testing/fakes/fake-tmdb';
import type { CatalogueProvider } from '../provider';
import { createTmdbProvider } from './tmdb-provider';

const API_KEY = 'genre-test-key';
const FILM_ONLY_IDS = [28, 12, 14, 878, 10749, 53, 10770, 10752, 27, 36, 10402];

/** The TV screens' genre filter against TMDB's recorded genre lists and discover answers. */
describe('genres offered on TV screens, against the fake TMDB', () => {
  let fake: FakeTmdb;
  let provider: CatalogueProvider;
  const now = new Date();

  async function get<Body>(path: string, parameters: QueryParameters = {}): Promise<Body> {
    const endpoint = parseCatalogueEndpoint(path);
    if (!endpoint) throw new Error(`not a catalogue endpoint: ${path}`);
    const answer = await provider.get(endpoint, parameters);
    expect(answer.status).toBe(200);
    return answer.body as Body;
  }

  async function titlesOf(request: ReturnType<typeof browseRequest>) {
    const [query] = request.attemptsFor(1);
    const paged = await get<Paged<CatalogueListItem>>(request.endpoint, query);
    return paged.results;
  }

  const tvGenres = async () =>
    genreOptionsFor((await get<{ genres: Genre[] }>('genre/tv/list')).genres, 'tv');
  const context = { allowAdult: false, provider: 'tmdb' as const, now };
  const window = { from: now.toISOString().slice(0, 10), days: 90, page: 1, allowAdult: false };

  beforeAll(async () => {
    fake = await startFakeTmdb({ apiKey: API_KEY });
    provider = createTmdbProvider({
      apiKey: API_KEY,
      baseUrl: fake.baseUrl,
      timeoutMs: 2000,
      logger: createCapturedLogger().logger,
    });
  });
  afterAll(() => fake.close());

  it('offers only TMDB’s TV genres, and every one of them finds titles on every browse order', async () => {
    const offered = await tvGenres();
    expect(offered.map((genre) => genre.id).filter((id) => FILM_ONLY_IDS.includes(id))).toEqual([]);
    expect(offered.length).toBeGreaterThanOrEqual(7);
    for (const mode of ['trending', 'popular', 'top'] as const) {
      for (const genre of offered) {
        const filters = { ...DEFAULT_FILTERS, genreId: String(genre.id) };
        const titles = await titlesOf(browseRequest(mode, filters, context));
        expect(titles.length, `${mode}, ${genre.name}`).toBeGreaterThan(0);
        expect(titles.every((title) => title.genre_ids.includes(genre.id))).toBe(true);
      }
    }
  });

  it('still finds TV titles for a film genre carried over from a film screen', async () => {
    for (const [filmGenre, tvGenre] of [
      ['28', 10759],
      ['14', 10765],
    ] as const) {
      const filters = { ...DEFAULT_FILTERS, genreId: filmGenre };
      const titles = await titlesOf(browseRequest('trending', filters, context));
      expect(titles.length, filmGenre).toBeGreaterThan(0);
      expect(titles.every((title) => title.genre_ids.includes(tvGenre))).toBe(true);
    }
  });

  it('asks Coming Soon in TV ids, and finds the airing shows of the genres they carry', async () => {
    const offered = await tvGenres();
    for (const genre of offered) {
      const query = upcomingDiscoverParams({ ...window, genre: String(genre.id) });
      expect(query.with_genres).toBe(`16,${genre.id}`);
    }
    for (const genreId of ['10759', '10765', '28']) {
      const query = upcomingDiscoverParams({ ...window, genre: genreId });
      const paged = await get<Paged<CatalogueListItem>>('discover/tv', query);
      expect(paged.results.length, genreId).toBeGreaterThan(0);
    }
  });
});
