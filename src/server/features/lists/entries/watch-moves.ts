import { sql, type RawBuilder } from 'kysely';
import type { TrackedTitleKey } from '../../../../shared/tracked-title';
import type { AppDatabase } from '../../../db/connect';
import { titleKeysMatch } from '../title-keys-match';

/** Episodes of one title watched at one time, as the stats read them. */
export type WatchMove = [
  /** 'tv/123', as trackedTitleKeyText writes it. */
  titleKey: string,
  at: number,
  /** 0 for the first watch, else the rewatch's number. */
  pass: number,
  episodes: number,
];

const MOVE_FIELDS = sql`media_type || '/' || title_id, at, pass, last_episode - first_episode + 1`;

/**
 * The dated episodes the user watched from `from` (inclusive) to `to` (exclusive), in epoch ms,
 * of every title or of those named; undated ones (imports without a date) belong to no month. A
 * year can hold tens of thousands, so the database writes them as one JSON array of arrays
 * (decision 241).
 */
export async function watchMovesBetween(
  database: AppDatabase,
  userId: string,
  from: number,
  to: number,
  keys?: readonly TrackedTitleKey[],
): Promise<WatchMove[]> {
  if (keys?.length === 0) return [];
  // SQLite answers the array as text; node-postgres parses json itself, and null for no rows.
  const moves: RawBuilder<string | WatchMove[] | null> =
    database.dialect === 'sqlite'
      ? sql`json_group_array(json_array(${MOVE_FIELDS}))`
      : sql`json_agg(json_build_array(${MOVE_FIELDS}))`;
  // A few titles' rows are found by the primary key and their times checked here: with the
  // year's bounds in the query, SQLite walks the whole year's time index instead.
  const row = await database.db
    .selectFrom('watch_history')
    .select(moves.as('moves'))
    .where('user_id', '=', userId)
    .$if(keys === undefined, (query) => query.where('at', '>=', from).where('at', '<', to))
    .$if(keys !== undefined, (query) => query.where((eb) => titleKeysMatch(eb, keys ?? [])))
    .executeTakeFirstOrThrow();
  const parsed = typeof row.moves === 'string' ? (JSON.parse(row.moves) as WatchMove[]) : row.moves;
  const result: WatchMove[] = [];
  for (const move of parsed ?? []) {
    // PostgreSQL's bigint arrives as text inside JSON built from it; undated moves are null.
    const at = move[1] === null ? Number.NaN : Number(move[1]);
    if (at >= from && at < to) result.push([move[0], at, move[2], move[3]]);
  }
  return result;
}

/** What the all-time figures read of one entry. */
export type StatsEntry = [
  titleKey: string,
  progress: number,
  /** 0–100, 0 when not scored. */
  score: number,
  rewatchCount: number,
  /** The episodes of the rewatch under way, 0 when none. */
  rewatchProgress: number,
];

/** Every entry of the user, or of the titles named, with the open rewatch's progress. */
export async function statsEntriesOf(
  database: AppDatabase,
  userId: string,
  keys?: readonly TrackedTitleKey[],
): Promise<StatsEntry[]> {
  if (keys?.length === 0) return [];
  const named = keys ?? [];
  const [entries, passes] = await Promise.all([
    database.db
      .selectFrom('list_entries')
      .select([
        'media_type',
        'title_id',
        'season',
        'progress',
        'score',
        'rewatch_count',
        'rewatching',
      ])
      .where('user_id', '=', userId)
      .$if(keys !== undefined, (query) => query.where((eb) => titleKeysMatch(eb, named)))
      .execute(),
    database.db
      .selectFrom('watch_passes')
      .select(['media_type', 'title_id', 'season', 'pass', 'progress'])
      .where('user_id', '=', userId)
      .where('finished_on', 'is', null)
      .$if(keys !== undefined, (query) => query.where((eb) => titleKeysMatch(eb, named)))
      .execute(),
  ]);
  const open = new Map(
    passes.map((pass) => [
      `${pass.media_type}/${pass.title_id}/${pass.season}/${pass.pass}`,
      pass.progress,
    ]),
  );
  return entries.map((entry) => {
    const titleKey = `${entry.media_type}/${entry.title_id}`;
    const rewatchProgress =
      entry.rewatching === 1
        ? (open.get(`${titleKey}/${entry.season}/${entry.rewatch_count + 1}`) ?? 0)
        : 0;
    return [titleKey, entry.progress, entry.score, entry.rewatch_count, rewatchProgress];
  });
}
