import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

describe('withStatementCache', () => {
  const connection = new SQLite(':memory:');

  it('prepares a statement once and hands it out again', () => {
    const cached = withStatementCache(connection);
    expect(cached.prepare('select 1 as one')).toBe(cached.prepare('select 1 as one'));
    expect(cached.prepare('select 2 as two')).not.toBe(cached.prepare('select 1 as one'));
  });

  it('keeps at most the bound, dropping the least recently used', () => {
    const cached = withStatementCache(connection, 2);
    const first = cached.prepare('select 1');
    const second = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(first);
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(first);
    expect(cached.prepare('select 2')).not.toBe(second);
  });

  it('answers the same queries through Kysely, reads and writes alike', async () => {
    const db = new Kysely<{ notes: { id: number; text: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(new SQLite(':memory:')) }),
    });
    await db.schema
      .createTable('notes')
      .addColumn('id', 'integer')
      .addColumn('text', 'text')
      .execute();
    for (const id of [1, 2, 3])
      await db
        .insertInto('notes')
        .values({ id, text: `n${id}` })
        .execute();
    const read = () =>
      db.selectFrom('notes').select('text').where('id', '>', 1).orderBy('id').execute();
    expect(await read()).toEqual([{ text: 'n2' }, { text: 'n3' }]);
    await db.deleteFrom('notes').where('id', '=', 3).execute();
    expect(await read()).toEqual([{ text: 'n2' }]);
    await db.destroy();
  });
});
