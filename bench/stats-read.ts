import path from 'node:path';
import { startServer } from '../e2e/support/server';
import { openSqlite } from '../src/server/db/connect';
import type { StatsAnswer } from '../src/shared/stats-api';
import { seedTitles, signUp } from './lists-read';
import { percentile, type Figure } from './report';

const TITLES = 5000;
const MOVES_PER_TITLE = 6;
const REQUESTS = 40;
const INSERT_BATCH = 500;
const BUDGET_MS = 200;

/**
 * The stats budget (issue 19): GET /api/stats for a user with 5,000 tracked titles and a year
 * of progress (six moves each, 30,000 history rows) answers within 200 ms, timed on loopback
 * from request to last byte, so the figure is an upper bound of the server's time.
 */
export async function measureStatsRead(): Promise<Figure[]> {
  const server = await startServer();
  const database = openSqlite(path.join(server.dataDir, 'tsuzuki.db'));
  try {
    const user = await signUp(server.baseUrl);
    await seedTitles(database, user.uid);
    const year = new Date().getUTCFullYear();
    const start = Date.UTC(year, 0, 1);
    const rows = Array.from({ length: TITLES * MOVES_PER_TITLE }, (_, index) => {
      const title = Math.floor(index / MOVES_PER_TITLE);
      const move = index % MOVES_PER_TITLE;
      return {
        user_id: user.uid,
        media_type: title % 3 ? ('tv' as const) : ('movie' as const),
        title_id: 1000 + title,
        at: start + ((index * 7_919_000) % (300 * 86_400_000)),
        from_season: move === 0 ? null : 1,
        from_episode: move === 0 ? null : move * 2,
        to_season: 1,
        to_episode: move * 2 + 2,
      };
    });
    for (let offset = 0; offset < rows.length; offset += INSERT_BATCH) {
      await database.db
        .insertInto('progress_history')
        .values(rows.slice(offset, offset + INSERT_BATCH))
        .execute();
    }
    const url = `${server.baseUrl}/api/stats?year=${year}&timeZone=Europe%2FParis`;
    const timings: number[] = [];
    let answer: StatsAnswer | null = null;
    for (let request = 0; request < REQUESTS; request++) {
      const started = performance.now();
      const response = await fetch(url, { headers: { cookie: user.cookie } });
      answer = (await response.json()) as StatsAnswer;
      timings.push(performance.now() - started);
    }
    if (answer?.trackedTitles !== TITLES) throw new Error('the stats did not count every title');
    const sorted = timings.sort((a, b) => a - b);
    const median = percentile(sorted, 0.5);
    const p95 = percentile(sorted, 0.95);
    return [
      {
        name: `stats of 5,000 titles and ${rows.length.toLocaleString('en-US')} progress moves (SQLite)`,
        measured: `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
        budget: `< ${BUDGET_MS} ms`,
        withinBudget: p95 < BUDGET_MS,
      },
    ];
  } finally {
    await database.close();
    await server.stop();
  }
}
