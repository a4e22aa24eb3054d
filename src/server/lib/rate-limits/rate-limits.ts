import { CompiledQuery, sql } from 'kysely';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { AppDatabase } from '../../db/connect';
import type { Clock } from '../../features/auth/clock';
import { RateLimit, type RateLimitPolicy } from './rate-limit';

/** Made by migration 0010-rate-limits, in the schema the app's queries run in. */
const TABLE = 'rate_limits';
const SWEEP_EVERY_MS = 5 * 60_000;

/** Where the app's rate limits keep their counts (decision 200). */
export interface RateLimits {
  /** One limit; `name` keeps its counts apart from every other limit's. */
  limit(name: string, policy: RateLimitPolicy): RateLimit;
  close(): void;
}

function storeOptions(name: string, policy: RateLimitPolicy) {
  // The store's own expiry only clears a window's count once the window is over.
  return { keyPrefix: name, points: policy.limit, duration: Math.ceil(policy.windowMs / 1000) };
}

/**
 * The store's queries go through the app's Kysely, so they share its pool and, in the tests,
 * its schema. node-postgres answers with `rowCount`, which the store reads.
 */
function kyselyClient(database: AppDatabase) {
  return {
    query: async ({ text, values }: { text: string; values?: unknown[] }) => {
      const result = await database.db.executeQuery(CompiledQuery.raw(text, values ?? []));
      const rowCount = result.numAffectedRows ?? BigInt(result.rows.length);
      return { rows: result.rows, rowCount: Number(rowCount) };
    },
  };
}

/**
 * In memory with SQLite, which one process serves. In PostgreSQL otherwise, so every instance
 * behind a proxy counts against the same limits; while the database is away, each instance
 * counts in its own memory instead (the store's insurance), as before sharing.
 */
export function openRateLimits(database: AppDatabase, clock: Clock): RateLimits {
  const memory = (name: string, policy: RateLimitPolicy): RateLimiterAbstract =>
    new RateLimiterMemory(storeOptions(name, policy));
  if (database.dialect === 'sqlite') {
    return {
      limit: (name, policy) => new RateLimit(policy, memory(name, policy), clock),
      close: () => undefined,
    };
  }
  const storeClient = kyselyClient(database);
  const sweep = setInterval(() => {
    sql`delete from ${sql.table(TABLE)} where expire < ${Date.now()}`
      .execute(database.db)
      .catch(() => undefined);
  }, SWEEP_EVERY_MS);
  sweep.unref();
  return {
    limit: (name, policy) =>
      new RateLimit(
        policy,
        new RateLimiterPostgres({
          ...storeOptions(name, policy),
          storeClient,
          storeType: 'pool',
          tableName: TABLE,
          tableCreated: true,
          clearExpiredByTimeout: false,
          insuranceLimiter: memory(name, policy),
        }),
        clock,
      ),
    close: () => clearInterval(sweep),
  };
}
