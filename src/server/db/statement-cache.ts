import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Enough for every statement the app writes; bulk inserts of varying sizes come and go. */
const STATEMENTS_KEPT = 500;

/**
 * The connection Kysely's SQLite dialect uses, with each statement prepared once: the dialect
 * prepares every query it runs, and preparing was the largest single cost of the mixed-load
 * bench (14 s of 60 s of server CPU). The app streams no query, so a kept statement is never
 * busy when it is asked for again.
 */
export function withStatementCache(
  connection: SQLite.Database,
  kept: number = STATEMENTS_KEPT,
): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      connection.close();
    },
    prepare: (sql) => {
      const cached = statements.get(sql);
      if (cached) {
        // Most recently used last, so the least used goes first.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = connection.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > kept) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}
