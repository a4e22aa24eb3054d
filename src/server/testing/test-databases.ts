import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateToLatest, openPostgres, openSqlite, type AppDatabase } from '../db/connect';

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
