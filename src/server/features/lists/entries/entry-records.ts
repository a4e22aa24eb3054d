import type { ExpressionBuilder } from 'kysely';
import type { TrackedTitle, TrackedTitleKey } from '../../../../shared/tracked-title';
import type { DatabaseSchema } from '../../../db/schema';
import type { Executor } from '../../auth/users';
import { entryRowOf, entryStateOf, listEntryOf, passOf, type EntryState } from './entry-state';
import type { EntryPlan, ProgressChange } from './plan-entries';

type EntryTables = 'list_entries' | 'watch_passes' | 'watch_history';

/** Each title's entries by season, keyed 'tv/123' as trackedTitleKeyText writes it. */
export type EntriesByTitle = Map<string, Map<number, EntryState>>;

const keyTextOf = (mediaType: string, id: number) => `${mediaType}/${id}`;

/** One `media_type = ? and title_id in (…)` per media type. */
export function titlesMatch(
  eb: ExpressionBuilder<DatabaseSchema, EntryTables>,
  keys: readonly TrackedTitleKey[],
) {
  const byType = new Map<TrackedTitleKey['media_type'], number[]>();
  for (const key of keys)
    byType.set(key.media_type, [...(byType.get(key.media_type) ?? []), key.id]);
  return eb.or(
    [...byType].map(([mediaType, ids]) =>
      eb.and([eb('media_type', '=', mediaType), eb('title_id', 'in', ids)]),
    ),
  );
}

/** The entries of the titles named, with their rewatch passes. */
export async function entriesOf(
  db: Executor,
  userId: string,
  keys: readonly TrackedTitleKey[],
): Promise<EntriesByTitle> {
  const byTitle: EntriesByTitle = new Map();
  if (keys.length === 0) return byTitle;
  const [rows, passes] = await Promise.all([
    db
      .selectFrom('list_entries')
      .selectAll()
      .where('user_id', '=', userId)
      .where((eb) => titlesMatch(eb, keys))
      .orderBy('season')
      .execute(),
    db
      .selectFrom('watch_passes')
      .selectAll()
      .where('user_id', '=', userId)
      .where((eb) => titlesMatch(eb, keys))
      .execute(),
  ]);
  const passesOf = new Map<string, ReturnType<typeof passOf>[]>();
  for (const pass of passes) {
    const text = `${keyTextOf(pass.media_type, pass.title_id)}/${pass.season}`;
    passesOf.set(text, [...(passesOf.get(text) ?? []), passOf(pass)]);
  }
  for (const row of rows) {
    const text = keyTextOf(row.media_type, row.title_id);
    const seasons = byTitle.get(text) ?? new Map<number, EntryState>();
    seasons.set(row.season, entryStateOf(row, passesOf.get(`${text}/${row.season}`) ?? []));
    byTitle.set(text, seasons);
  }
  return byTitle;
}

/** When each title's latest dated episode was watched, in epoch ms. */
async function lastWatchedOf(
  db: Executor,
  userId: string,
  keys: readonly TrackedTitleKey[],
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('watch_history')
    .select((eb) => ['media_type', 'title_id', eb.fn.max('at').as('last')])
    .where('user_id', '=', userId)
    .where('at', 'is not', null)
    .where((eb) => titlesMatch(eb, keys))
    .groupBy(['media_type', 'title_id'])
    .execute();
  return new Map(rows.map((row) => [keyTextOf(row.media_type, row.title_id), Number(row.last)]));
}

/** The titles with their seasons' entries and when they were last watched. */
export async function withEntries(
  db: Executor,
  userId: string,
  items: TrackedTitle[],
): Promise<TrackedTitle[]> {
  if (items.length === 0) return items;
  const keys = items.map((item) => ({ media_type: item.media_type, id: item.id }));
  const [entries, lastWatched] = await Promise.all([
    entriesOf(db, userId, keys),
    lastWatchedOf(db, userId, keys),
  ]);
  return items.map((item) => {
    const text = keyTextOf(item.media_type, item.id);
    const last = lastWatched.get(text);
    return {
      ...item,
      seasons: [...(entries.get(text)?.values() ?? [])].map(listEntryOf),
      lastWatchedAt: last === undefined ? null : new Date(last).toISOString(),
    };
  });
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
