import { CompiledQuery } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TrackedTitleKey } from '../../../shared/tracked-title';
import { createTestDatabase, type TestDatabase } from '../../testing/test-databases';
import { titleKeysMatch } from './title-keys-match';

const BOTH_KINDS: TrackedTitleKey[] = [
  { media_type: 'tv', id: 1535 },
  { media_type: 'tv', id: 5114 },
  { media_type: 'movie', id: 32281 },
];

describe('reading rows by title keys on SQLite', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterEach(async () => {
    await database.destroy();
  });

  /** SQLite's plan for the query, one line per step. */
  async function planOf(keys: TrackedTitleKey[], table: 'tracked_titles' | 'list_entries') {
    const query = database.db
      .selectFrom(table)
      .select('title_id')
      .where('user_id', '=', 'u1')
      .where((eb) => titleKeysMatch(eb, keys))
      .compile();
    const { rows } = await database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    return rows.map((row) => row.detail).join('\n');
  }

  it('searches the primary key by user, media type and id for one kind and for both', async () => {
    for (const table of ['tracked_titles', 'list_entries'] as const) {
      for (const keys of [BOTH_KINDS.slice(0, 2), BOTH_KINDS]) {
        expect(await planOf(keys, table)).toMatch(/user_id=\? AND media_type=\? AND title_id=\?/);
      }
    }
  });

  it('finds exactly the keys named, never a crossed pair', async () => {
    const now = Date.now();
    await database.db
      .insertInto('users')
      .values({
        id: 'u1',
        email: 'u1@example.com',
        username: 'u1',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const titles = [...BOTH_KINDS, { media_type: 'movie', id: 1535 } as const];
    await database.db
      .insertInto('tracked_titles')
      .values(
        titles.map((key) => ({
          user_id: 'u1',
          media_type: key.media_type,
          title_id: key.id,
          status: 'watching',
          current_season: 1,
          current_episode: 1,
          tracked_at: now,
          updated_at: now,
          field_times: '{}',
        })),
      )
      .execute();
    const rows = await database.db
      .selectFrom('tracked_titles')
      .select(['media_type', 'title_id'])
      .where('user_id', '=', 'u1')
      .where((eb) => titleKeysMatch(eb, BOTH_KINDS))
      .orderBy('title_id')
      .execute();
    expect(rows).toEqual([
      { media_type: 'tv', title_id: 1535 },
      { media_type: 'tv', title_id: 5114 },
      { media_type: 'movie', title_id: 32281 },
    ]);
  });
});
