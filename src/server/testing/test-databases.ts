import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { MigrationResultSet } from 'kysely';
import {
  migrateToLatest,
  migratorFor,
  openPostgres,
  openSqlite,
  type AppDatabase,
} from '../db/connect';
import { shareSchemaChangeLock, underSchemaLock } from '../db/schema-lock';
import { captureSchema } from './postgres-template';

export const DIALECTS = ['sqlite', 'postgres'] as const;
export type Dialect = (typeof DIALECTS)[number];

export interface TestDatabase extends AppDatabase {
  /** Where this database lives: a file path, or a PostgreSQL URL and schema. */
  location: { sqliteFile?: string; postgresUrl?: string; postgresSchema?: string };
  /** Closes the connections and removes every trace of this database. */
  destroy(): Promise<void>;
}

/**
 * A new schema holding what `tables` (from captureSchema) rebuilds, made in one round trip and
 * one transaction. It takes no lock: nothing in it is visible to another session until it is
 * whole, and a new table cannot vanish from under a migration reading every schema's tables.
 */
async function createPostgresSchema(url: string, tables = ''): Promise<string> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema ${schema}; set search_path to ${schema}; ${tables}`);
  } finally {
    await client.end();
  }
  return schema;
}

async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Another file's migration reads every schema's tables by name: none may vanish meanwhile.
    // Other drops may run beside this one, as none of them reads another's tables.
    await shareSchemaChangeLock(client);
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

export interface MigratedTemplates {
  /** A closed SQLite file that every migration has run on. */
  sqliteFile: string;
  /** The SQL that rebuilds a PostgreSQL schema every migration has run on, bookkeeping too. */
  postgresTables: string;
}

/**
 * Each test's database starts as a copy of these, migrated once a run by the real migrator:
 * running the migrations per test cost about 25 ms on SQLite and 200 ms on PostgreSQL, there
 * under the schema lock, which the test files then queued on (decision 257).
 */
export async function createMigratedTemplates(
  postgresUrl: string,
  dir: string,
): Promise<MigratedTemplates> {
  const sqliteFile = path.join(dir, 'template.db');
  const sqlite = openSqlite(sqliteFile);
  await migrateToLatest(sqlite);
  // Closing the only connection moves the WAL into the file and removes it: the file is whole.
  await sqlite.close();

  const schema = await createPostgresSchema(postgresUrl);
  const postgres = openPostgres({ url: postgresUrl, poolSize: 1, schema });
  try {
    await migrateToLatest(postgres);
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      return { sqliteFile, postgresTables: await captureSchema(client, schema) };
    } finally {
      await client.end();
    }
  } finally {
    await postgres.close();
    await dropPostgresSchema(postgresUrl, schema);
  }
}

/**
 * The app gets its database after main.ts has migrated it, so already connected; closing one
 * never used would do nothing (Kysely's destroy before first use), not end it.
 */
async function openedForTheApp(database: AppDatabase): Promise<AppDatabase> {
  await database.ping();
  return database;
}

/**
 * A fresh, migrated database of the given dialect: its own temp file, or its own schema, as a
 * copy of the run's migrated template. `migrate: false` leaves it empty, for the migrator.
 */
export async function createTestDatabase(
  dialect: Dialect,
  { migrate = true } = {},
): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-db-'));
    const file = path.join(dir, 'test.db');
    if (migrate) fs.copyFileSync(inject('sqliteTemplate'), file);
    const opened = await openedForTheApp(openSqlite(file));
    return {
      ...opened,
      location: { sqliteFile: file },
      destroy: async () => {
        await opened.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = inject('postgresUrl');
  const schema = await createPostgresSchema(url, migrate ? inject('postgresTemplate') : '');
  const opened = await openedForTheApp(openPostgres({ url, poolSize: 5, schema }));
  return {
    ...opened,
    location: { postgresUrl: url, postgresSchema: schema },
    destroy: async () => {
      await opened.close();
      await dropPostgresSchema(url, schema);
    },
  };
}

/** This database's own tables, read while no other test file changes any (decision 244). */
export async function tablesOf(database: TestDatabase): Promise<string[]> {
  const schema = database.location.postgresSchema;
  const tables = await underSchemaLock(database, () => database.db.introspection.getTables());
  return tables
    .filter((table) => schema === undefined || table.schema === schema)
    .map((table) => table.name);
}

/** Moves this database to a given migration (or the latest), as no other test changes tables. */
export function lockedMigrator(database: TestDatabase) {
  const migrator = migratorFor(database);
  return {
    to: (name: string): Promise<MigrationResultSet> =>
      underSchemaLock(database, () => migrator.migrateTo(name)),
    toLatest: (): Promise<MigrationResultSet> =>
      underSchemaLock(database, () => migrator.migrateToLatest()),
  };
}
