import autocannon from 'autocannon';
import { signUpThroughApi } from '../e2e/support/signed-up';
import { createThrowawayDatabase } from '../e2e/support/throwaway-postgres';
import { startServer, type RunningServer } from '../e2e/support/server';
import { LIST_STATUSES } from '../src/shared/tracked-title';
import type { Figure } from './report';

const CONNECTIONS = 200;
const USERS = 50;
const TITLES_PER_USER = 20;
const SEARCH_TERMS = [
  'naruto',
  'gintama',
  'one piece',
  'steins',
  'monster',
  'cowboy',
  'evangelion',
];

export interface MixedLoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** What the errors were, e.g. "request timed out × 3". */
  errorKinds: string;
  serverErrors: number;
  /** Answers outside 2xx, 5xx included. */
  non2xx: number;
  total: number;
}

interface Visitor {
  cookie: string;
  titles: number[];
}

interface ConnectionState {
  visitor?: Visitor;
  step?: number;
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;

async function catalogueIds(baseUrl: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= 5; page++) {
    const response = await fetch(`${baseUrl}/api/tmdb-proxy/discover/tv?page=${page}`);
    const body = (await response.json()) as { results: { id: number }[] };
    ids.push(...body.results.map((result) => result.id));
  }
  return ids;
}

/** Signed-up users, each tracking a few titles already, as a live instance would have. */
async function visitors(baseUrl: string, ids: number[]): Promise<Visitor[]> {
  const list: Visitor[] = [];
  for (let index = 0; index < USERS; index++) {
    const { cookie } = await signUpThroughApi(baseUrl, `load${index}`);
    const titles = ids.slice((index * 7) % ids.length).slice(0, TITLES_PER_USER);
    for (const id of titles) {
      await fetch(`${baseUrl}/api/lists/tv/${id}`, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'watching' }),
      });
    }
    list.push({ cookie, titles });
  }
  return list;
}

/**
 * One connection's cycle: three anonymous catalogue reads (browse, search, a title), a signed-in
 * list read, a progress update and a status move, each request drawn afresh.
 */
function mixedRequests(ids: number[], people: Visitor[]): autocannon.Request[] {
  let nextVisitor = 0;
  const visitorOf = (context: object): Visitor => {
    const state = context as ConnectionState;
    state.visitor ??= people[nextVisitor++ % people.length];
    return state.visitor as Visitor;
  };
  const signedIn = (context: object, request: autocannon.Request) => ({
    ...request,
    headers: { ...request.headers, cookie: visitorOf(context).cookie },
  });
  const write = (context: object, request: autocannon.Request, body: unknown) => {
    const visitor = visitorOf(context);
    return {
      ...request,
      method: 'PUT' as const,
      path: `/api/lists/tv/${pick(visitor.titles)}`,
      headers: { cookie: visitor.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    };
  };
  return [
    {
      setupRequest: (request) => ({
        ...request,
        path: `/api/tmdb-proxy/discover/tv?page=${1 + Math.floor(Math.random() * 20)}&sort_by=popularity.desc`,
      }),
    },
    {
      setupRequest: (request) => ({
        ...request,
        path: `/api/tmdb-proxy/search/multi?query=${encodeURIComponent(pick(SEARCH_TERMS))}&page=1`,
      }),
    },
    { setupRequest: (request) => ({ ...request, path: `/api/tmdb-proxy/tv/${pick(ids)}` }) },
    { setupRequest: (request, context) => signedIn(context, { ...request, path: '/api/lists' }) },
    {
      setupRequest: (request, context) =>
        write(context, request, { current_episode: 1 + Math.floor(Math.random() * 24) }),
    },
    {
      setupRequest: (request, context) =>
        write(context, request, { status: pick([...LIST_STATUSES]) }),
    },
  ];
}

export async function runMixedLoad(
  server: RunningServer,
  seconds: number,
): Promise<MixedLoadResult> {
  const ids = await catalogueIds(server.baseUrl);
  const people = await visitors(server.baseUrl, ids);
  const errorKinds = new Map<string, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.baseUrl,
        connections: CONNECTIONS,
        duration: seconds,
        requests: mixedRequests(ids, people),
      },
      (error, finished) => (error ? reject(error as Error) : resolve(finished)),
    );
    instance.on('reqError', (error: { code?: string; message?: string }) => {
      const kind = error.code ?? error.message ?? 'unknown';
      errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
    });
  });
  const serverErrors = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, stats]) => sum + (stats.count ?? 0), 0);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts a time-out as an error too.
    errors: result.errors,
    errorKinds: [...errorKinds].map(([kind, count]) => `${kind} × ${count}`).join(', '),
    serverErrors,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

/** BUDGETS.md sets the latency budget for PostgreSQL; SQLite's run is shown beside it. */
const POSTGRES_P99_BUDGET_MS = 250;

function figureOf(label: string, seconds: number, load: MixedLoadResult): Figure {
  const p99Budget = label === 'PostgreSQL' ? POSTGRES_P99_BUDGET_MS : null;
  return {
    name: `mixed traffic (browse, search, list reads, progress, status moves), ${CONNECTIONS} connections, ${seconds} s (${label})`,
    measured: `${load.requestsPerSecond.toFixed(0)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.errors} errors${load.errorKinds ? ` (${load.errorKinds})` : ''}, ${load.serverErrors} 5xx, ${load.non2xx} non-2xx (${load.total} requests)`,
    budget: p99Budget === null ? '0 errors, 0 5xx' : `0 errors, 0 5xx, p99 < ${p99Budget} ms`,
    withinBudget:
      load.errors === 0 && load.serverErrors === 0 && (p99Budget === null || load.p99 < p99Budget),
  };
}

/** BENCH_LOAD_SECONDS shortens the 60 s scenario for a quick check. */
export function loadSeconds(environment: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(environment.BENCH_LOAD_SECONDS ?? 60);
  if (!Number.isInteger(seconds) || seconds < 1) {
    throw new Error(
      `BENCH_LOAD_SECONDS must be a whole number of seconds, not "${environment.BENCH_LOAD_SECONDS}"`,
    );
  }
  return seconds;
}

/**
 * Issue 9's load scenario on SQLite, and on PostgreSQL when a server URL is given; `seconds` is
 * 60 for the recorded figures (BENCH_LOAD_SECONDS shortens it for a quick check).
 */
export async function measureMixedLoad(options: {
  seconds: number;
  postgresUrl?: string;
}): Promise<Figure[]> {
  const figures: Figure[] = [];
  const onSqlite = await startServer();
  try {
    figures.push(
      figureOf('SQLite', options.seconds, await runMixedLoad(onSqlite, options.seconds)),
    );
  } finally {
    await onSqlite.stop();
  }
  if (options.postgresUrl) {
    const database = await createThrowawayDatabase('bench_load', options.postgresUrl);
    const onPostgres = await startServer({ DATABASE_URL: database.url });
    try {
      const load = await runMixedLoad(onPostgres, options.seconds);
      figures.push(figureOf('PostgreSQL', options.seconds, load));
    } finally {
      await onPostgres.stop();
      await database.drop();
    }
  }
  return figures;
}
