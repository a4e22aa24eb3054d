import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../testing/test-databases';
import { WriteBatch } from './write-batch';
import { userRow } from '../testing/user-row';

describe.each(DIALECTS)('a write batch on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.destroy();
  });

  it('runs writes about the same rows in order, and waits on PostgreSQL until an answer', async () => {
    database = await createTestDatabase(dialect);
    await database.db.insertInto('users').values(userRow('u1')).execute();
    const names = await database.db.transaction().execute(async (trx) => {
      const batch = new WriteBatch(trx, dialect);
      const first = await batch.add('users:u1', trx.deleteFrom('users').where('id', '=', 'u1'));
      // The same key again: the delete must have run, or the primary key refuses this insert.
      const second = await batch.add('users:u1', trx.insertInto('users').values(userRow('u1')));
      const third = await batch.add('users:u2', trx.insertInto('users').values(userRow('u2')));
      expect([batch.ran(first), batch.ran(second), batch.ran(third)]).toEqual(
        dialect === 'postgres' ? [true, false, false] : [true, true, true],
      );
      // An answer's own reads see the rows as they were before the writes it carries: on
      // PostgreSQL, u1 deleted and neither insert yet.
      const [counted] = await batch.answer(
        trx.selectFrom('users').select((eb) => eb.fn.countAll<number | string>().as('users')),
      );
      expect(Number(counted?.users)).toBe(dialect === 'postgres' ? 0 : 2);
      expect(batch.ran(third)).toBe(true);
      return trx.selectFrom('users').select('id').orderBy('id').execute();
    });
    expect(names).toEqual([{ id: 'u1' }, { id: 'u2' }]);
  });

  it('runs what waits on flush, and nothing twice', async () => {
    database = await createTestDatabase(dialect);
    await database.db.transaction().execute(async (trx) => {
      const batch = new WriteBatch(trx, dialect);
      await batch.add('users:u3', trx.insertInto('users').values(userRow('u3')));
      await batch.flush();
      await batch.flush();
      await batch.answer(trx.selectFrom('users').select('id'));
    });
    expect(await database.db.selectFrom('users').select('id').execute()).toEqual([{ id: 'u3' }]);
  });
});
