import Sqlite from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { migrateToLatest, openSqlite } from '../src/server/db/connect';
import { planAlerts } from '../src/server/features/alerts/alert-planner';
import { AlertQueue } from '../src/server/features/alerts/alert-queue';
import { OfflineCatalogueProvider } from '../src/server/features/catalogue/offline/offline-provider';
import type { Figure } from './report';

const USERS = 10_000;
const TITLES_PER_USER = 20;
const PASS_BUDGET_MS = 5000;
const BLOCK_BUDGET_MS = 50;
const INSERT_BATCH = 500;

/**
 * Issue 18: 10,000 users with 20 Watching shows each (from the catalogue's scheduled shows), all
 * with e-mail and webhook alerts on; one alert pass over them, and the event loop's worst delay
 * meanwhile.
 */
export async function measureAlertPass(catalogueFile: string): Promise<Figure[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-alerts-bench-'));
  const database = openSqlite(path.join(dir, 'bench.db'));
  const catalogue = OfflineCatalogueProvider.open(catalogueFile);
  try {
    await migrateToLatest(database);
    const { db } = database;
    const file = new Sqlite(catalogueFile, { readonly: true });
    const shows = file
      .prepare(
        "select id from titles where media_type = 'tv' and broadcast_anchor is not null limit 1000",
      )
      .all()
      .map((row) => (row as { id: number }).id);
    file.close();
    const now = Date.now();
    for (let start = 0; start < USERS; start += INSERT_BATCH) {
      const ids = Array.from(
        { length: Math.min(INSERT_BATCH, USERS - start) },
        (_, i) => start + i,
      );
      await db
        .insertInto('users')
        .values(
          ids.map((i) => ({
            id: `bench-${i}`,
            email: `bench-${i}@example.com`,
            username: `bench${i}`,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      await db
        .insertInto('alert_settings')
        .values(
          ids.map((i) => ({
            user_id: `bench-${i}`,
            time_zone: i % 2 === 0 ? 'America/Los_Angeles' : 'Pacific/Auckland',
            email_enabled: 1,
            webhook_enabled: 1,
            webhook_url: 'https://example.org/hook',
            updated_at: now,
          })),
        )
        .execute();
      const tracked = ids.flatMap((i) =>
        Array.from({ length: TITLES_PER_USER }, (_, k) => ({
          user_id: `bench-${i}`,
          media_type: 'tv' as const,
          title_id: shows[(i * 7 + k * 13) % shows.length] ?? 1,
          status: 'watching',
          current_season: 1,
          current_episode: 0,
          field_times: '{}',
          tracked_at: now,
          updated_at: now,
        })),
      );
      for (let at = 0; at < tracked.length; at += INSERT_BATCH) {
        await db
          .insertInto('tracked_titles')
          .values(tracked.slice(at, at + INSERT_BATCH))
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
    }
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const started = performance.now();
    const summary = await planAlerts(database, catalogue, new AlertQueue(database), Date.now());
    const passMs = performance.now() - started;
    delay.disable();
    const worstMs = delay.max / 1e6;
    return [
      {
        name: `alert pass: ${summary.titles} Watching titles of ${USERS} users (${summary.shows} shows), ${summary.queued} alerts queued`,
        measured: `${Math.round(passMs)} ms`,
        budget: `< ${PASS_BUDGET_MS} ms`,
        withinBudget: passMs < PASS_BUDGET_MS,
      },
      {
        name: 'alert pass: worst event-loop delay meanwhile',
        measured: `${Math.round(worstMs)} ms`,
        budget: `≤ ${BLOCK_BUDGET_MS} ms`,
        withinBudget: worstMs <= BLOCK_BUDGET_MS,
      },
    ];
  } finally {
    catalogue.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
