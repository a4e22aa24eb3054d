import type { AnilistMedia } from '../../../shared/anilist-queries';
import {
  startFakeHttpServer,
  type FakeAnswer,
  type FakeHttpServer,
  type RecordedRequest,
} from './fake-http-server';
import { ANILIST_FIXTURES, mediaAt } from './anilist-fixtures';

export interface FakeAnilistOptions {
  /** Requests allowed per minute before the fake answers 429, as AniList does (default 90). */
  limit?: number;
  now?: () => number;
}

export interface FakeAnilist extends FakeHttpServer {
  /** Sets how many requests remain in the current minute (and optionally the limit). */
  setRateLimit(settings: { remaining: number; limit?: number }): void;
  /** GraphQL requests received, optionally only those of one operation (e.g. "MediaByMalId"). */
  countOperations(operationName?: string): number;
}

const WINDOW_MS = 60_000;

// AniList's own answer once the limit is spent.
const TOO_MANY = { data: null, errors: [{ message: 'Too Many Requests.', status: 429 }] };
const NOT_FOUND = {
  errors: [{ message: 'Not Found.', status: 404, locations: [{ line: 2, column: 3 }] }],
  data: { Media: null },
};

const operationOf = (request: RecordedRequest) => {
  try {
    const { query } = JSON.parse(request.body) as { query?: unknown };
    return typeof query === 'string' ? (query.match(/query\s+(\w+)/)?.[1] ?? null) : null;
  } catch {
    return null;
  }
};

function variablesOf(request: RecordedRequest): Record<string, unknown> | null {
  try {
    const parsed = JSON.parse(request.body) as { variables?: Record<string, unknown> | null };
    return parsed.variables ?? {};
  } catch {
    return null;
  }
}

const airingFields = (media: AnilistMedia) => ({
  id: media.id,
  idMal: media.idMal,
  status: media.status,
  episodes: media.episodes,
  nextAiringEpisode: media.nextAiringEpisode,
});

function titleMatches(media: AnilistMedia, search: string): boolean {
  const words = search
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length >= 3);
  const titles = Object.values(media.title).map((title) => title?.toLowerCase() ?? '');
  return words.some((word) => titles.some((title) => title.includes(word)));
}

function graphqlAnswer(
  operation: string | null,
  variables: Record<string, unknown>,
  now: number,
): FakeAnswer {
  const all = ANILIST_FIXTURES.map((fixture) => mediaAt(fixture, now));
  switch (operation ?? '') {
    case 'MediaByMalId': {
      const media = all.find((candidate) => candidate.idMal === variables.idMal);
      return media
        ? { status: 200, body: { data: { Media: media } } }
        : { status: 404, body: NOT_FOUND };
    }
    case 'AiringByMalIds': {
      const ids = Array.isArray(variables.idMals) ? variables.idMals : [];
      const media = all.filter((candidate) => ids.includes(candidate.idMal)).map(airingFields);
      return { status: 200, body: { data: { Page: { pageInfo: { hasNextPage: false }, media } } } };
    }
    case 'SearchAnime': {
      const page = typeof variables.page === 'number' ? variables.page : 1;
      const perPage = typeof variables.perPage === 'number' ? variables.perPage : 10;
      const found = all.filter((media) =>
        titleMatches(media, typeof variables.search === 'string' ? variables.search : ''),
      );
      const media = found.slice((page - 1) * perPage, page * perPage);
      const hasNextPage = found.length > page * perPage;
      return { status: 200, body: { data: { Page: { pageInfo: { hasNextPage }, media } } } };
    }
    default:
      return {
        status: 400,
        body: { data: null, errors: [{ message: 'Unknown operation.', status: 400 }] },
      };
  }
}

/** A local stand-in for AniList's GraphQL endpoint, with its rate-limit headers and 429s. */
export async function startFakeAnilist(options: FakeAnilistOptions = {}): Promise<FakeAnilist> {
  const now = options.now ?? Date.now;
  let limit = options.limit ?? 90;
  let remaining = limit;
  let windowEndsAt = 0;

  const server = await startFakeHttpServer((request) => {
    const at = now();
    if (at >= windowEndsAt) {
      windowEndsAt = at + WINDOW_MS;
      remaining = limit;
    }
    if (remaining <= 0) {
      return {
        status: 429,
        body: TOO_MANY,
        headers: {
          'Retry-After': String(Math.ceil((windowEndsAt - at) / 1000)),
          'X-RateLimit-Limit': String(limit),
          'X-RateLimit-Remaining': '0',
          'X-RateLimit-Reset': String(Math.ceil(windowEndsAt / 1000)),
        },
      };
    }
    remaining -= 1;
    const headers = {
      'X-RateLimit-Limit': String(limit),
      'X-RateLimit-Remaining': String(remaining),
    };
    if (request.method !== 'POST' || request.path !== '/') {
      return {
        status: 404,
        body: { data: null, errors: [{ message: 'Not Found.', status: 404 }] },
        headers,
      };
    }
    const variables = variablesOf(request);
    if (!variables) {
      return {
        status: 400,
        body: { data: null, errors: [{ message: 'Invalid JSON in request body.', status: 400 }] },
        headers,
      };
    }
    return { ...graphqlAnswer(operationOf(request), variables, at), headers };
  });

  return Object.assign(server, {
    setRateLimit(settings: { remaining: number; limit?: number }) {
      limit = settings.limit ?? limit;
      remaining = settings.remaining;
      if (now() >= windowEndsAt) windowEndsAt = now() + WINDOW_MS;
    },
    countOperations: (operationName?: string) =>
      server.requests.filter(
        (request) => operationName === undefined || operationOf(request) === operationName,
      ).length,
  });
}
