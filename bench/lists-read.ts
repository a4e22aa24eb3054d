import path from 'node:path';
import pg from 'pg';
import { startServer, type RunningServer } from '../e2e/support/server';
import { openPostgres, openSqlite, type AppDatabase } from '../src/server/db/connect';
import { mergeTrackedTitle } from '../src/server/features/lists/merge';
import { rowOf } from '../src/server/features/lists/tracked-rows';
import { LIST_STATUSES } from '../src/shared/tracked-title';
import { load } from './http-load';
import { percentile, type Figure } from './report';

const TITLES = 5000;
const SEQUENTIAL_REQUESTS = 300;
const INSERT_BATCH = 250;
const GENRES = [
  { id: 16, name: 'Animation' },
  { id: 10759, name: 'Action & Adventure' },
  { id: 18, name: 'Drama' },
  { id: 10765, name: 'Sci-Fi & Fantasy' },
];

export interface SignedUp {
  uid: string;
  cookie: string;
}

export async function signUp(baseUrl: string): Promise<SignedUp> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: 'bench-password-7',
      username: 'Bench',
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  const body = (await response.json()) as { user: { uid: string } };
  if (!cookie) throw new Error('sign-up set no cookie');
  return { uid: body.user.uid, cookie };
}

/**
 * 5,000 realistic titles written straight into the database, as the lists feature stores them,
 * each with its season's entry holding every field (decision 370).
 */
export async function seedTitles(database: AppDatabase, userId: string): Promise<void> {
  const start = Date.UTC(2024, 0, 1);
  const rows = Array.from({ length: TITLES }, (_, index) => {
    const time = start + index * 60_000;
    const outcome = mergeTrackedTitle(null, {
      patch: {
        status: LIST_STATUSES[index % LIST_STATUSES.length],
        name: `Seeded anime number ${index} with a realistic title length`,
        poster_path: `/poster-${index}.jpg`,
        overview:
          'A young hero leaves a quiet village and, across a long season of battles, friendships and quiet evenings, learns what the journey was really for.',
        vote_average: 5 + (index % 50) / 10,
        first_air_date: '2023-10-01',
        genres: GENRES.slice(0, 1 + (index % GENRES.length)),
        current_episode: index % 24,
      },
      writeTime: time,
      now: time,
    });
    if (outcome.kind !== 'changed') throw new Error('seeding failed');
    return rowOf(
      userId,
      { media_type: index % 3 ? 'tv' : 'movie', id: 1000 + index },
      outcome.state,
    );
  });
  for (let offset = 0; offset < rows.length; offset += INSERT_BATCH) {
    await database.db
      .insertInto('tracked_titles')
      .values(rows.slice(offset, offset + INSERT_BATCH))
      .execute();
  }
  const entries = rows.map((row, index) => ({
    user_id: userId,
    media_type: row.media_type,
    title_id: row.title_id,
    season: 1,
    status: row.status,
    progress: row.current_episode,
    score: (index * 7) % 101,
    started_on: index % 4 ? '2024-01-15' : '2024-01-00',
    finished_on: row.status === 'completed' ? '2024-03-02' : null,
    rewatch_count: index % 3,
    rewatching: 0,
    notes: 'Picked up again after the second cour; the soundtrack carries the slow episodes.',
    tags: JSON.stringify(['weekly', `batch ${index % 12}`]),
    favourite: index % 10 === 0 ? 1 : 0,
    mal_id: 1000 + index,
    anilist_id: 1000 + index,
    field_times: '{}',
    created_at: row.tracked_at,
    updated_at: row.updated_at,
  }));
  for (let offset = 0; offset < entries.length; offset += INSERT_BATCH) {
    await database.db
      .insertInto('list_entries')
      .values(entries.slice(offset, offset + INSERT_BATCH))
      .execute();
  }
  await database.db.insertInto('list_versions').values({ user_id: userId, version: 1 }).execute();
}

/** Time to fetch one response whole, as the client does. */
async function timed(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const text = await response.text();
  return { ms: performance.now() - started, text };
}

/** The client's progressive load: every page once, following the cursor, nothing cached yet. */
async function crawl(url: string, headers: Record<string, string>) {
  const timings: number[] = [];
  let titles = 0;
  let cursor: string | null = null;
  do {
    const { ms, text } = await timed(`${url}${cursor ? `?cursor=${cursor}` : ''}`, headers);
    const page = JSON.parse(text) as { items: unknown[]; nextCursor: string | null };
    timings.push(ms);
    titles += page.items.length;
    cursor = page.nextCursor;
  } while (cursor);
  if (titles !== TITLES) throw new Error(`expected ${TITLES} titles, the pages held ${titles}`);
  return timings.sort((a, b) => a - b);
}

async function measure(server: RunningServer, user: SignedUp, label: string): Promise<Figure[]> {
  const url = `${server.baseUrl}/api/lists`;
  const headers = { cookie: user.cookie };
  const pages = await crawl(url, headers);
  const crawlMedian = percentile(pages, 0.5);

  const timings: number[] = [];
  for (let request = 0; request < SEQUENTIAL_REQUESTS; request++) {
    timings.push((await timed(url, headers)).ms);
  }
  const sorted = timings.sort((a, b) => a - b);
  const median = percentile(sorted, 0.5);

  const throughput = await load(url, { connections: 20, seconds: 5, headers });
  return [
    {
      name: `list read, all ${pages.length} pages of 5,000 titles with every field once (${label}), uncached`,
      measured: `median ${crawlMedian.toFixed(2)} ms, p95 ${percentile(pages, 0.95).toFixed(2)} ms`,
      budget: '≤ 30 ms median',
      withinBudget: crawlMedian <= 30,
    },
    {
      name: `list read, first page of 5,000 titles with every field (${label}), sequential`,
      measured: `median ${median.toFixed(2)} ms, p95 ${percentile(sorted, 0.95).toFixed(2)} ms`,
      budget: '≤ 30 ms median',
      withinBudget: median <= 30,
    },
    {
      name: `list read, first page of 5,000 titles (${label}), 20 connections`,
      measured: `${throughput.requestsPerSecond.toFixed(0)} req/s (p99 ${throughput.p99} ms, ${throughput.errors + throughput.non2xx} failed)`,
      budget: '≥ 500 req/s',
      withinBudget:
        throughput.requestsPerSecond >= 500 && throughput.errors + throughput.non2xx === 0,
    },
  ];
}

async function onSqlite(): Promise<Figure[]> {
  const server = await startServer();
  const database = openSqlite(path.join(server.dataDir, 'tsuzuki.db'));
  try {
    const user = await signUp(server.baseUrl);
    await seedTitles(database, user.uid);
    return await measure(server, user, 'SQLite');
  } finally {
    await database.close();
    await server.stop();
  }
}

/** A throw-away database on the given server, dropped afterwards. */
async function onPostgres(serverUrl: string): Promise<Figure[]> {
  const name = `tsuzuki_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const server = await startServer({ DATABASE_URL: url.toString() });
  const database = openPostgres({ url: url.toString(), poolSize: 2 });
  try {
    const user = await signUp(server.baseUrl);
    await seedTitles(database, user.uid);
    return await measure(server, user, 'PostgreSQL');
  } finally {
    await database.close();
    await server.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * The lists budget (BUDGETS.md): a user with 5,000 tracked titles reads a page of the list in at
 * most 30 ms (median, one request at a time) and the server answers at least 500 such reads a
 * second over 20 connections. Measured on SQLite, and on PostgreSQL when a server URL is given.
 */
export async function measureListReads(options: { postgresUrl?: string } = {}): Promise<Figure[]> {
  const figures = await onSqlite();
  if (options.postgresUrl) figures.push(...(await onPostgres(options.postgresUrl)));
  return figures;
}
