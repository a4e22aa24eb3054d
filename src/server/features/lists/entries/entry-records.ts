import { sql, type RawBuilder } from 'kysely';
import type { TrackedTitle, TrackedTitleKey } from '../../../../shared/tracked-title';
import type { AppDatabase } from '../../../db/connect';
import type { Executor } from '../../auth/users';
import {
  entryRowOf,
  entryStateOf,
  listEntryOf,
  passOf,
  type EntryFields,
  type EntryState,
  type PassRow,
} from './entry-state';
import type { WriteBatch } from '../../../db/write-batch';
import type { EntryPlan, ProgressChange } from './plan-entries';
import { titleKeysMatch } from '../title-keys-match';

type Dialect = AppDatabase['dialect'];

/** Each title's entries by season, keyed 'tv/123' as trackedTitleKeyText writes it. */
export type EntriesByTitle = Map<string, Map<number, EntryState>>;

/** A title's key as one text, for maps. */
export const keyTextOf = (mediaType: string, id: number) => `${mediaType}/${id}`;

/** What the list room reads of a season entry: all but its title's key and its import source. */
const ENTRY_COLUMNS = [
  'season',
  'status',
  'progress',
  'score',
  'started_on',
  'finished_on',
  'rewatch_count',
  'rewatching',
  'notes',
  'tags',
  'favourite',
  'mal_id',
  'anilist_id',
  'field_times',
  'created_at',
  'updated_at',
] as const;
const PASS_COLUMNS = ['pass', 'progress', 'started_on', 'finished_on'] as const;

type PassFields = Pick<PassRow, (typeof PASS_COLUMNS)[number]>;
/** A season entry as the JSON of entryColumns holds it, its passes within. */
type EntryJson = EntryFields & { passes: PassFields[] };

/** PostgreSQL answers a JSON column parsed, SQLite as its text. */
const parsedJson = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

function jsonObject(
  dialect: Dialect,
  table: string,
  columns: readonly string[],
  more: Record<string, RawBuilder<unknown>> = {},
) {
  const pairs = [
    ...columns.map((column) => [sql.lit(column), sql.ref(`${table}.${column}`)]),
    ...Object.entries(more).map(([name, value]) => [sql.lit(name), value]),
  ];
  const name = dialect === 'postgres' ? 'json_build_object' : 'json_object';
  return sql`${sql.raw(name)}(${sql.join(pairs.flat())})`;
}

/** The rows' objects as one JSON array in `order`; `[]` for no row. */
function jsonArray(dialect: Dialect, object: RawBuilder<unknown>, order: string) {
  return dialect === 'postgres'
    ? sql`coalesce(json_agg(${object} order by ${sql.ref(order)}), '[]'::json)`
    : sql`json_group_array(${object} order by ${sql.ref(order)})`;
}

/** The rows of `table` that belong to the same title as the row of `of`. */
const sameTitle = (table: string, of: string) =>
  sql.join(
    ['user_id', 'media_type', 'title_id'].map(
      (column) => sql`${sql.ref(`${table}.${column}`)} = ${sql.ref(`${of}.${column}`)}`,
    ),
    sql` and `,
  );

/** The passes of the season entry in `entry`, as a JSON array by pass number. */
const passesOf = (dialect: Dialect, entry: string) =>
  sql<
    PassFields[] | string
  >`(select ${jsonArray(dialect, jsonObject(dialect, 'p', PASS_COLUMNS), 'p.pass')} from watch_passes p where ${sameTitle('p', entry)} and p.season = ${sql.ref(`${entry}.season`)})`;

/**
 * Two more columns for a read of tracked_titles (decision 418): each title's season entries with
 * their passes, as one JSON array, and when its latest dated episode was watched. A list page
 * is then one query, not four (titles, entries, passes and the history's latest times).
 */
export function entryColumns(dialect: Dialect) {
  const entry = jsonObject(dialect, 'e', ENTRY_COLUMNS, { passes: passesOf(dialect, 'e') });
  return [
    sql<
      EntryJson[] | string
    >`(select ${jsonArray(dialect, entry, 'e.season')} from list_entries e where ${sameTitle('e', 'tracked_titles')})`.as(
      'entries',
    ),
    sql<
      number | string | null
    >`(select max(h.at) from watch_history h where ${sameTitle('h', 'tracked_titles')})`.as(
      'last_watched',
    ),
  ];
}

/** A title with its seasons' entries and when its latest dated episode was watched (epoch ms). */
export function withSeasons(
  item: TrackedTitle,
  entries: readonly EntryState[],
  lastWatched: number | null,
): TrackedTitle {
  return {
    ...item,
    seasons: [...entries]
      .sort((a, b) => a.season - b.season)
      .map((entry) =>
        listEntryOf({ ...entry, passes: [...entry.passes].sort((a, b) => a.pass - b.pass) }),
      ),
    lastWatchedAt: lastWatched === null ? null : new Date(lastWatched).toISOString(),
  };
}

/** A title read with entryColumns, with its seasons' entries and when it was last watched. */
export function withEntries(
  item: TrackedTitle,
  {
    entries,
    last_watched,
  }: { entries: EntryJson[] | string; last_watched: number | string | null },
): TrackedTitle {
  return withSeasons(
    item,
    parsedJson(entries).map((entry) => entryStateOf(entry, entry.passes.map(passOf))),
    last_watched === null ? null : Number(last_watched),
  );
}

/** The query for the entries of the titles named (at least one), with their rewatch passes. */
export function entriesQuery(
  db: Executor,
  dialect: Dialect,
  userId: string,
  keys: readonly TrackedTitleKey[],
) {
  return db
    .selectFrom('list_entries')
    .select(['media_type', 'title_id', ...ENTRY_COLUMNS])
    .select(passesOf(dialect, 'list_entries').as('passes'))
    .where('user_id', '=', userId)
    .where((eb) => titleKeysMatch(eb, keys))
    .orderBy('season');
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entriesQuery>['execute']>>[number];

/** entriesQuery's rows by title. */
export function entriesByTitle(rows: readonly EntryRow[]): EntriesByTitle {
  const byTitle: EntriesByTitle = new Map();
  for (const row of rows) {
    const text = keyTextOf(row.media_type, row.title_id);
    const seasons = byTitle.get(text) ?? new Map<number, EntryState>();
    seasons.set(row.season, entryStateOf(row, parsedJson(row.passes).map(passOf)));
    byTitle.set(text, seasons);
  }
  return byTitle;
}

/** What a change of a season's pass changes of the history, for a WriteBatch. */
const historyRows = (
  key: TrackedTitleKey,
  { season, pass }: Pick<ProgressChange, 'season' | 'pass'>,
) => `watch_history:${keyTextOf(key.media_type, key.id)}:${season}:${pass}`;

/**
 * The history a progress change leaves (decision 370): moving forward adds the new episodes
 * at `at`, moving back removes the highest ones, so a season's ranges always cover exactly
 * the episodes watched.
 */
function moveHistory(
  batch: WriteBatch,
  userId: string,
  key: TrackedTitleKey,
  change: ProgressChange,
  at: number | null,
): Promise<number> {
  const rows = historyRows(key, change);
  if (change.to > change.from) {
    return batch.add(
      rows,
      batch.db
        .insertInto('watch_history')
        .values({
          user_id: userId,
          media_type: key.media_type,
          title_id: key.id,
          season: change.season,
          pass: change.pass,
          first_episode: change.from + 1,
          last_episode: change.to,
          at,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['user_id', 'media_type', 'title_id', 'season', 'pass', 'first_episode'])
            .doUpdateSet({ last_episode: change.to, at }),
        ),
    );
  }
  return batch.add(rows, ...historyBackStatements(batch.db, userId, key, change));
}

/**
 * A season's pass taken back to `to` episodes watched: the highest episodes go. The two change
 * none of the same rows, so they may run as parts of one statement.
 */
function historyBackStatements(
  db: Executor,
  userId: string,
  key: TrackedTitleKey,
  { season, pass, to }: Pick<ProgressChange, 'season' | 'pass' | 'to'>,
) {
  const ofPass = { user_id: userId, media_type: key.media_type, title_id: key.id, season, pass };
  return [
    db
      .deleteFrom('watch_history')
      .where((eb) => eb.and(ofPass))
      .where('first_episode', '>', to),
    db
      .updateTable('watch_history')
      .set({ last_episode: to })
      .where((eb) => eb.and(ofPass))
      .where('first_episode', '<=', to)
      .where('last_episode', '>', to),
  ];
}

/** A season's pass taken back to `to` episodes watched: the highest episodes go. */
export async function historyBackTo(
  trx: Executor,
  userId: string,
  key: TrackedTitleKey,
  change: Pick<ProgressChange, 'season' | 'pass' | 'to'>,
): Promise<void> {
  for (const statement of historyBackStatements(trx, userId, key, change)) {
    await statement.execute();
  }
}

/** A progress change stored through a WriteBatch, at the generation it runs in. */
export interface StoredProgress {
  change: ProgressChange;
  at: number | null;
  generation: number;
}

/** Stores what planEntries decided for one title, through the write's batch. */
export async function saveEntryPlan(
  batch: WriteBatch,
  userId: string,
  key: TrackedTitleKey,
  stored: ReadonlyMap<number, EntryState>,
  plan: EntryPlan,
  at: number | null,
): Promise<StoredProgress[]> {
  const { db } = batch;
  const keyText = keyTextOf(key.media_type, key.id);
  for (const entry of plan.entries) {
    const row = entryRowOf(userId, key, entry);
    const before = stored.get(entry.season);
    await batch.add(
      `list_entries:${keyText}:${entry.season}`,
      before
        ? db
            .updateTable('list_entries')
            .set(row)
            .where('user_id', '=', userId)
            .where('media_type', '=', key.media_type)
            .where('title_id', '=', key.id)
            .where('season', '=', entry.season)
        : db.insertInto('list_entries').values(row),
    );
    if (JSON.stringify(before?.passes ?? []) === JSON.stringify(entry.passes)) continue;
    // The new passes are added apart, after the old ones have gone.
    const passRows = `watch_passes:${keyText}:${entry.season}`;
    await batch.add(
      passRows,
      db
        .deleteFrom('watch_passes')
        .where('user_id', '=', userId)
        .where('media_type', '=', key.media_type)
        .where('title_id', '=', key.id)
        .where('season', '=', entry.season),
    );
    if (entry.passes.length === 0) continue;
    await batch.add(
      passRows,
      db.insertInto('watch_passes').values(
        entry.passes.map((pass) => ({
          user_id: userId,
          media_type: key.media_type,
          title_id: key.id,
          season: entry.season,
          pass: pass.pass,
          progress: pass.progress,
          started_on: pass.startedOn,
          finished_on: pass.finishedOn,
        })),
      ),
    );
  }
  const progress: StoredProgress[] = [];
  for (const change of plan.progress) {
    progress.push({ change, at, generation: await moveHistory(batch, userId, key, change, at) });
  }
  return progress;
}

/**
 * When the title's latest dated episode was watched once its progress changes have run, in a
 * statement of the same batch (which may run before them): the rows a change that has not run
 * yet would replace or remove are left out, and its own time counts instead. Only one change per
 * season and pass can be waiting, as a second runs the first before it.
 */
export function lastWatchedAfter(
  batch: WriteBatch,
  userId: string,
  key: TrackedTitleKey,
  progress: readonly StoredProgress[],
): { query: RawBuilder<number | string | null>; laterTimes: number[] } {
  const waiting = progress.filter((stored) => !batch.ran(stored.generation));
  const replaced = waiting.map(({ change }) =>
    change.to > change.from
      ? sql`(h.season = ${change.season} and h.pass = ${change.pass} and h.first_episode = ${change.from + 1})`
      : sql`(h.season = ${change.season} and h.pass = ${change.pass} and h.first_episode > ${change.to})`,
  );
  const kept = replaced.length === 0 ? sql`` : sql` and not (${sql.join(replaced, sql` or `)})`;
  return {
    query: sql<
      number | string | null
    >`(select max(h.at) from watch_history h where h.user_id = ${userId} and h.media_type = ${key.media_type} and h.title_id = ${key.id}${kept})`,
    laterTimes: waiting.flatMap(({ change, at }) =>
      change.to > change.from && at !== null ? [at] : [],
    ),
  };
}

/** The statements removing a title's entries, passes and history, when it leaves the list. */
export function removeEntries(db: Executor, userId: string, key: TrackedTitleKey) {
  return (['watch_history', 'watch_passes', 'list_entries'] as const).map((table) =>
    db
      .deleteFrom(table)
      .where('user_id', '=', userId)
      .where('media_type', '=', key.media_type)
      .where('title_id', '=', key.id),
  );
}
