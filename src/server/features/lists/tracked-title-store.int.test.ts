import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../testing/test-databases';
import { TrackedTitleStore, type WriteRequest } from './tracked-title-store';

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

describe.each(DIALECTS)('a write on %s answers its title as a read after it does', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.destroy();
  });

  const key = { media_type: 'tv', id: 95479 } as const;
  const lengths = (season: number) => ({ 1: 24, 2: 23 })[season] ?? null;

  it('through progress forward and back, seasons, rewatches, history rows it replaces and repeats', async () => {
    database = await createTestDatabase(dialect);
    await userWithList(database, 'u');
    let clock = 1_700_000_000_000;
    const store = new TrackedTitleStore(database, () => clock);
    const request = (patch: WriteRequest['patch'], more: Partial<WriteRequest> = {}) => {
      clock += 60_000;
      return { key, patch, writeTime: clock, seasonLengths: lengths, ...more };
    };
    const answersAsRead = async (...requests: WriteRequest[]) => {
      const { results, change } = await store.write('u', requests);
      const [read] = await store.itemsByKeys('u', [key]);
      for (const result of results) expect(result).toMatchObject({ kind: 'written', item: read });
      expect(change?.version ?? (await store.version('u'))).toBe(await store.version('u'));
      return read;
    };

    await answersAsRead(request({ status: 'watching', current_episode: 5 }));
    const forward = await answersAsRead(request({ current_episode: 12 }));
    expect(forward?.lastWatchedAt).toBe(new Date(clock).toISOString());
    // Back to 3: the latest range goes, and the first one's time is the latest again.
    const back = await answersAsRead(request({ current_episode: 3 }));
    expect(back?.lastWatchedAt).toBe(new Date(clock - 120_000).toISOString());
    // A range the next move forward replaces, watched later than that move says it was.
    await database.db
      .insertInto('watch_history')
      .values({
        user_id: 'u',
        media_type: 'tv',
        title_id: key.id,
        season: 1,
        pass: 0,
        first_episode: 4,
        last_episode: 4,
        at: clock + 10 * 60_000,
      })
      .execute();
    const replaced = await answersAsRead(request({ current_episode: 8 }));
    expect(replaced?.lastWatchedAt).toBe(new Date(clock).toISOString());
    // On to season 2 (season 1 completed), back to season 1 (season 2 emptied).
    await answersAsRead(request({ current_season: 2, current_episode: 4 }));
    await answersAsRead(request({ current_season: 1, current_episode: 10 }));
    // A rewatch: its pass is stored anew, then moves.
    await answersAsRead(request({}, { season: { season: 1, patch: { rewatching: true } } }));
    await answersAsRead(request({ current_episode: 6 }));
    await answersAsRead(request({ current_episode: 2 }));
    await answersAsRead(request({}, { season: { season: 1, patch: { rewatching: false } } }));
    // The same title twice in one write, forward then back over the same range.
    const twice = await answersAsRead(
      request({ current_episode: 20 }),
      request({ current_episode: 11 }),
    );
    expect(twice).toMatchObject({ current_episode: 11 });
    // Removed, then added again.
    clock += 60_000;
    await store.remove('u', key, clock);
    await answersAsRead(request({ status: 'completed' }));
  });
});
