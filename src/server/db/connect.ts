import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Migration } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { migrations } from './migrations';
import { sendTurnInOneWrite } from './turn-in-one-write';
import { keepPreparedStatements } from './prepared-statements';
import { underSchemaLock } from './schema-lock';
import type { DatabaseSchema } from './schema';
import { withStatementCache } from './statement-cache';

const BIGINT_OID = 20;
pg.types.setTypeParser(BIGINT_OID, (value) => Number(value));

export interface AppDatabase {
  db: Kysely<DatabaseSchema>;
  dialect: 'sqlite' | 'postgres';
  /** The PostgreSQL schema every query runs in, when not the default. */
  schema?: string;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** PostgreSQL only: a client outside the pool, for LISTEN, which holds a connection for good. */
  dedicatedClient?: () => pg.Client;
  close(): Promise<void>;
}

export interface PostgresOptions {
  url: string;
  poolSize: number;
  /** Runs every query inside this schema; the tests give each run its own. */
  schema?: string;
  /** False for a pooler that cannot keep them (PgBouncer in transaction mode before 1.21). */
  preparedStatements?: boolean;
}

export function openSqlite(file: string): AppDatabase {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  const db = new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({ database: withStatementCache(connection) }),
  });
  return {
    db,
    dialect: 'sqlite',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

export function openPostgres(options: PostgresOptions): AppDatabase {
  const connection = {
    connectionString: options.url,
    connectionTimeoutMillis: 5000,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  };
  const pool = new pg.Pool({
    ...connection,
    max: options.poolSize,
    idleTimeoutMillis: 30_000,
    // Sends a statement without waiting for the answer to the one before (decisions 461 and 462).
    pipeline: true,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Nor may a checked-out one: the pool listens only while a client is idle, and the query in
  // flight already fails with the error (decision 144).
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    if (options.preparedStatements !== false) keepPreparedStatements(client);
    sendTurnInOneWrite(client);
  });
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    ...(options.schema ? { schema: options.schema } : {}),
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    dedicatedClient: () => new pg.Client(connection),
    close: () => db.destroy(),
  };
}

export function openDatabase(config: Config['database']): AppDatabase {
  return config.kind === 'sqlite'
    ? openSqlite(config.file)
    : openPostgres({
        url: config.url,
        poolSize: config.poolSize,
        preparedStatements: config.preparedStatements,
      });
}

/** `known` is every migration, or for a test an earlier release's set. */
export function migratorFor(
  database: AppDatabase,
  known: Record<string, Migration> = migrations,
): Migrator {
  return new Migrator({
    db: database.db,
    provider: { getMigrations: () => Promise.resolve(known) },
    // Pending migrations run in name order even after a later-numbered one: 0016 came after 0017.
    allowUnorderedMigrations: true,
    // Kysely otherwise looks for its bookkeeping tables across every schema on the server.
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
}

export async function migrateToLatest(database: AppDatabase): Promise<void> {
  const migrator = migratorFor(database);
  const { error, results } = await underSchemaLock(database, () => migrator.migrateToLatest());
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : 'unknown error';
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
