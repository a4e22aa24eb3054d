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
import { lockSchemaChanges, underSchemaLock } from '../db/schema-lock';

export const DIALECTS = ['sqlite', 'postgres'] as const;
export type Dialect = (typeof DIALECTS)[number];

export interface TestDatabase extends AppDatabase {
  /** Where this database lives: a file path, or a PostgreSQL URL and schema. */
  location: { sqliteFile?: string; postgresUrl?: string; postgresSchema?: string };
  /** Closes the connections and removes every trace of this database. */
  destroy(): Promise<void>;
}

async function createPostgresSchema(url: string): Promise<string> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema ${schema}`);
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
    await lockSchemaChanges(client);
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database of the given dialect: its own temp file, or its own schema. */
export async function createTestDatabase(
  dialect: Dialect,
  { migrate = true } = {},
): Promise<TestDatabase> {
  let database: TestDatabase;
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-db-'));
    const file = path.join(dir, 'test.db');
    const opened = openSqlite(file);
    database = {
      ...opened,
      location: { sqliteFile: file },
      destroy: async () => {
        await opened.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } else {
    const url = inject('postgresUrl');
    const schema = await createPostgresSchema(url);
    const opened = openPostgres({ url, poolSize: 5, schema });
    database = {
      ...opened,
      location: { postgresUrl: url, postgresSchema: schema },
      destroy: async () => {
        await opened.close();
        await dropPostgresSchema(url, schema);
      },
    };
  }
  if (migrate) await migrateToLatest(database);
  return database;
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
