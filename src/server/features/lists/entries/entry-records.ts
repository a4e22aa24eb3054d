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
import type { EntryPlan, ProgressChange } from './plan-entries';
import { titleKeysMatch } from '../title-keys-match';

type Dialect = AppDatabase['dialect'];

/** Each title's entries by season, keyed 'tv/123' as trackedTitleKeyText writes it. */
export type EntriesByTitle = Map<string, Map<number, EntryState>>;

const keyTextOf = (mediaType: string, id: number) => `${mediaType}/${id}`;

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

/** A title read with entryColumns, with its seasons' entries and when it was last watched. */
export function withEntries(
  item: TrackedTitle,
  {
    entries,
    last_watched,
  }: { entries: EntryJson[] | string; last_watched: number | string | null },
): TrackedTitle {
  return {
    ...item,
    seasons: parsedJson(entries).map((entry) =>
      listEntryOf(entryStateOf(entry, entry.passes.map(passOf))),
    ),
    lastWatchedAt: last_watched === null ? null : new Date(Number(last_watched)).toISOString(),
  };
}

/** The entries of the titles named, with their rewatch passes, in one query. */
export async function entriesOf(
  db: Executor,
  dialect: Dialect,
  userId: string,
  keys: readonly TrackedTitleKey[],
): Promise<EntriesByTitle> {
  const byTitle: EntriesByTitle = new Map();
  if (keys.length === 0) return byTitle;
  const rows = await db
    .selectFrom('list_entries')
    .select(['media_type', 'title_id', ...ENTRY_COLUMNS])
    .select(passesOf(dialect, 'list_entries').as('passes'))
    .where('user_id', '=', userId)
    .where((eb) => titleKeysMatch(eb, keys))
    .orderBy('season')
    .execute();
  for (const row of rows) {
    const text = keyTextOf(row.media_type, row.title_id);
    const seasons = byTitle.get(text) ?? new Map<number, EntryState>();
    seasons.set(row.season, entryStateOf(row, parsedJson(row.passes).map(passOf)));
    byTitle.set(text, seasons);
  }
  return byTitle;
}

/**
 * The history a progress change leaves (decision 370): moving forward adds the new episodes
 * at `at`, moving back removes the highest ones, so a season's ranges always cover exactly
 * the episodes watched.
 */
async function moveHistory(
  trx: Executor,
  userId: string,
  key: TrackedTitleKey,
  change: ProgressChange,
  at: number | null,
): Promise<void> {
  if (change.to > change.from) {
    await trx
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
      )
      .execute();
    return;
  }
  await historyBackTo(trx, userId, key, change);
}

/** A season's pass taken back to `to` episodes watched: the highest episodes go. */
export async function historyBackTo(
  trx: Executor,
  userId: string,
  key: TrackedTitleKey,
  { season, pass, to }: Pick<ProgressChange, 'season' | 'pass' | 'to'>,
): Promise<void> {
  await trx
    .deleteFrom('watch_history')
    .where('user_id', '=', userId)
    .where('media_type', '=', key.media_type)
    .where('title_id', '=', key.id)
    .where('season', '=', season)
    .where('pass', '=', pass)
    .where('first_episode', '>', to)
    .execute();
  await trx
    .updateTable('watch_history')
    .set({ last_episode: to })
    .where('user_id', '=', userId)
    .where('media_type', '=', key.media_type)
    .where('title_id', '=', key.id)
    .where('season', '=', season)
    .where('pass', '=', pass)
    .where('last_episode', '>', to)
    .execute();
}

/** Stores what planEntries decided for one title, in the write's transaction. */
export async function saveEntryPlan(
  trx: Executor,
  userId: string,
  key: TrackedTitleKey,
  stored: ReadonlyMap<number, EntryState>,
  plan: EntryPlan,
  at: number | null,
): Promise<void> {
  for (const entry of plan.entries) {
    const row = entryRowOf(userId, key, entry);
    const before = stored.get(entry.season);
    if (before) {
      await trx
        .updateTable('list_entries')
        .set(row)
        .where('user_id', '=', userId)
        .where('media_type', '=', key.media_type)
        .where('title_id', '=', key.id)
        .where('season', '=', entry.season)
        .execute();
    } else {
      await trx.insertInto('list_entries').values(row).execute();
    }
    if (JSON.stringify(before?.passes ?? []) === JSON.stringify(entry.passes)) continue;
    await trx
      .deleteFrom('watch_passes')
      .where('user_id', '=', userId)
      .where('media_type', '=', key.media_type)
      .where('title_id', '=', key.id)
      .where('season', '=', entry.season)
      .execute();
    if (entry.passes.length === 0) continue;
    await trx
      .insertInto('watch_passes')
      .values(
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
      )
      .execute();
  }
  for (const change of plan.progress) await moveHistory(trx, userId, key, change, at);
}

/** A title's entries, passes and history, when it leaves the list. */
export async function removeEntries(
  trx: Executor,
  userId: string,
  key: TrackedTitleKey,
): Promise<void> {
  for (const table of ['watch_history', 'watch_passes', 'list_entries'] as const) {
    await trx
      .deleteFrom(table)
      .where('user_id', '=', userId)
      .where('media_type', '=', key.media_type)
      .where('title_id', '=', key.id)
      .execute();
  }
}
