import {
  startFakeHttpServer,
  type FakeAnswer,
  type FakeHttpServer,
  type RecordedRequest,
} from './fake-http-server';
import {
  animeResource,
  episodeResource,
  KITSU_TITLES,
  mappingResource,
  type KitsuTitleFixture,
} from './kitsu-fixtures';

export interface FakeKitsu extends FakeHttpServer {
  /** The API base to set as METADATA_URL, like https://kitsu.app/api/edge. */
  readonly baseUrl: string;
  /** Requests received whose path starts with this, after the API base (e.g. "/mappings"). */
  count(pathStart: string): number;
}

const PREFIX = '/api/edge';
const JSON_API = { 'Content-Type': 'application/vnd.api+json' };
const MAX_LIMIT = 20;

const ok = (body: unknown): FakeAnswer => ({ status: 200, body, headers: JSON_API });
// Kitsu's own answer for an unknown record.
const notFound = (id: string): FakeAnswer => ({
  status: 404,
  body: {
    errors: [
      {
        title: 'Record not found',
        detail: `The record identified by ${id} could not be found.`,
        code: '404',
        status: '404',
      },
    ],
  },
  headers: JSON_API,
});

function pageOf(request: RecordedRequest): { limit: number; offset: number } {
  const limit = Math.min(Number(request.query.get('page[limit]') ?? 10) || 10, MAX_LIMIT);
  const offset = Math.max(Number(request.query.get('page[offset]') ?? 0) || 0, 0);
  return { limit, offset };
}

/** first/next/last as Kitsu writes them: the same path, brackets percent-encoded. */
function pageLinks(url: string, count: number, limit: number, offset: number) {
  const at = (start: number) => `${url}?page%5Blimit%5D=${limit}&page%5Boffset%5D=${start}`;
  const last = Math.max(0, Math.floor((count - 1) / limit) * limit);
  return {
    first: at(0),
    ...(offset > 0 ? { prev: at(Math.max(0, offset - limit)) } : {}),
    ...(offset + limit < count ? { next: at(offset + limit) } : {}),
    last: at(last),
  };
}

function mappings(base: string, request: RecordedRequest, titles: KitsuTitleFixture[]): FakeAnswer {
  const site = request.query.get('filter[externalSite]');
  const id = request.query.get('filter[externalId]');
  const withItem = request.query.get('include') === 'item';
  const found = titles.filter(
    (title) => site === 'myanimelist/anime' && String(title.malId) === id,
  );
  return ok({
    data: found.map((title) => mappingResource(base, title, withItem)),
    ...(withItem ? { included: found.map((title) => animeResource(base, title)) } : {}),
    meta: { count: found.length },
    links: pageLinks(`${base}/mappings`, found.length, 10, 0),
  });
}

function episodes(base: string, request: RecordedRequest, title: KitsuTitleFixture): FakeAnswer {
  const { limit, offset } = pageOf(request);
  const count = title.episodes.length;
  const indexes = Array.from(
    { length: Math.max(0, Math.min(limit, count - offset)) },
    (_, at) => offset + at,
  );
  return ok({
    data: indexes.map((index) => episodeResource(base, title, index)),
    meta: { count },
    links: pageLinks(`${base}/anime/${title.kitsuId}/episodes`, count, limit, offset),
  });
}

function season(base: string, request: RecordedRequest, titles: KitsuTitleFixture[]): FakeAnswer {
  const { limit, offset } = pageOf(request);
  const found = titles
    .filter(
      (title) =>
        title.season.season === request.query.get('filter[season]') &&
        String(title.season.year) === request.query.get('filter[seasonYear]'),
    )
    .sort((a, b) => b.userCount - a.userCount);
  const page = found.slice(offset, offset + limit);
  const withMappings = request.query.get('include') === 'mappings';
  return ok({
    data: page.map((title) => {
      const anime = animeResource(base, title);
      if (!withMappings) return anime;
      const links = anime.relationships.mappings;
      return {
        ...anime,
        relationships: {
          ...anime.relationships,
          mappings: { ...links, data: [{ type: 'mappings', id: title.mappingId }] },
        },
      };
    }),
    ...(withMappings ? { included: page.map((title) => mappingResource(base, title, false)) } : {}),
    meta: { count: found.length },
    links: pageLinks(`${base}/anime`, found.length, limit, offset),
  });
}

/** A local Kitsu serving the recorded shapes for the titles given (Frieren and Cowboy Bebop). */
export async function startFakeKitsu(
  titles: KitsuTitleFixture[] = KITSU_TITLES,
): Promise<FakeKitsu> {
  let base = '';
  const server = await startFakeHttpServer((request) => {
    const path = request.path.startsWith(PREFIX) ? request.path.slice(PREFIX.length) : null;
    if (path === null)
      return { status: 404, body: 'Not Found', headers: { 'Content-Type': 'text/html' } };
    if (path === '/mappings') return mappings(base, request, titles);
    if (path === '/anime') return season(base, request, titles);
    const match = path.match(/^\/anime\/(\d+)(\/episodes)?$/);
    const title = titles.find((each) => each.kitsuId === match?.[1]);
    if (!match || !title) return notFound(match?.[1] ?? path);
    return match[2] ? episodes(base, request, title) : ok({ data: animeResource(base, title) });
  });
  base = `${server.url}${PREFIX}`;
  return {
    ...server,
    baseUrl: base,
    count: (pathStart) =>
      server.requests.filter((request) => request.path.startsWith(`${PREFIX}${pathStart}`)).length,
  };
}
