import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-databases';
import { TrackedTitleStore } from './tracked-title-store';

const WRITES = 20;

async function userWithList(database: TestDatabase, id: string): Promise<void> {
  await database.db
    .insertInto('users')
    .values({ id, email: `${id}@example.com`, username: id, created_at: 1, updated_at: 1 })
    .execute();
}

describe('tracked titles on PostgreSQL, with a pool of 5 connections', () => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.destroy();
  });

  it('serve another list while one list has many writes waiting on its lock', async () => {
    database = await createTestDatabase('postgres');
    await userWithList(database, 'busy');
    await userWithList(database, 'other');
    const store = new TrackedTitleStore(database, () => Date.now());
    const finished: string[] = [];
    const writes = Array.from({ length: WRITES }, (_, index) =>
      store
        .write('busy', [
          {
            key: { media_type: 'tv', id: 1 },
            patch: { status: 'watching', current_episode: index + 1 },
            writeTime: Date.now(),
          },
        ])
        .then(() => finished.push(`write ${index + 1}`)),
    );
    const read = store.page('other', { limit: 20 }).then(() => finished.push('other list'));
    await Promise.all([...writes, read]);

    // Writes waiting for the busy list's lock would otherwise hold every pooled connection.
    expect(finished.indexOf('other list')).toBeLessThan(WRITES / 2);
    expect((await store.page('busy', { limit: 20 })).items[0]?.current_episode).toBe(WRITES);
    expect(await store.version('busy')).toBe(WRITES);
  });

  it('lets two instances add the same title at once: both land, merged, none fails', async () => {
    database = await createTestDatabase('postgres');
    await userWithList(database, 'shared');
    const instances = [0, 1].map(() => new TrackedTitleStore(database, () => Date.now()));
    const instanceOf = (index: number) => instances[index % 2] as TrackedTitleStore;
    const key = { media_type: 'tv', id: 7 } as const;
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        instanceOf(index).write('shared', [
          {
            key,
            patch: index % 2 ? { status: 'watching' } : { status: 'watching', overview: 'Shared' },
            writeTime: Date.now(),
          },
        ]),
      ),
    );
    expect(outcomes.map((outcome) => outcome.results[0]?.kind)).toEqual(Array(10).fill('written'));
    const [stored] = (await instanceOf(0).page('shared', { limit: 5 })).items;
    expect(stored).toMatchObject({ id: 7, status: 'watching', overview: 'Shared' });
  });

  it('gives each write to another title of one list its own version, as they commit', async () => {
    database = await createTestDatabase('postgres');
    await userWithList(database, 'many');
    const store = new TrackedTitleStore(database, () => Date.now());
    const outcomes = await Promise.all(
      Array.from({ length: WRITES }, (_, index) =>
        store.write('many', [
          {
            key: { media_type: 'tv', id: index + 1 },
            patch: { status: 'watching' },
            writeTime: Date.now(),
          },
        ]),
      ),
    );
    const versions = outcomes.map((outcome) => outcome.change?.version).sort((a, b) => a! - b!);
    expect(versions).toEqual(Array.from({ length: WRITES }, (_, index) => index + 1));
    expect(await store.version('many')).toBe(WRITES);
  });
});
