import type { Insertable, Transaction } from 'kysely';
import type { WatchPass } from '../../../../shared/list-entry';
import type { ListedTitle } from '../../../../shared/lists-api';
import type { PersonalRecord } from '../../../../shared/personal-record';
import type { ListStatus, TrackedTitleKey } from '../../../../shared/tracked-title';
import type { DatabaseSchema } from '../../../db/schema';
import type { Executor } from '../../auth/users';
import { historyBackTo } from '../entries/entry-records';
import { titleKeysMatch } from '../title-keys-match';

/** One season's entry as a file gives it: its own status and everything the user kept. */
export interface SeasonEntry {
  season: number;
  status: ListStatus;
  record: PersonalRecord;
  favourite: boolean;
  malId: number | null;
  anilistId: number | null;
  /** When the entry was last changed, where the file says (our own export); else the import's time. */
  updatedAt?: number;
  /** How the source line named its title, written back by the exports (decision 399). */
  listed?: ListedTitle | null;
  /** The rewatch passes with their dates, where the file keeps them (our own export). */
  passes?: WatchPass[];
}

export interface EntryWrite extends SeasonEntry {
  key: TrackedTitleKey;
}

/** Decision 370's bounds on tags: at most 100, each at most 500 characters. */
const MAX_TAGS = 100;
const MAX_TAG_LENGTH = 500;
const WHOLE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Rows per insert: well under either database's parameter limit. */
const ROWS_PER_INSERT = 200;

/**
 * MyAnimeList's tag text as the list of its comma-separated parts, each exactly as written, so
 * joining them with commas gives the text back (decision 379).
 */
export function tagsOf(text: string): string[] {
  if (text === '') return [];
  return text
    .split(',')
    .slice(0, MAX_TAGS)
    .map((tag) => tag.slice(0, MAX_TAG_LENGTH));
}

/**
 * When an imported season was watched: the source's finish date, else its start date, when
 * whole; at noon UTC so the day is the same one across most time zones (decision 380). A
 * partial date or none leaves the history undated.
 */
export function watchedAtOf(record: PersonalRecord): number | null {
  for (const date of [record.finishedOn, record.startedOn]) {
    const parts = date === null ? null : WHOLE_DATE.exec(date);
    if (!parts || parts[2] === '00' || parts[3] === '00') continue;
    return Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]), 12);
  }
  return null;
}

type Trx = Transaction<DatabaseSchema>;

function rowOf(userId: string, write: EntryWrite, now: number) {
  const { record } = write;
  return {
    user_id: userId,
    media_type: write.key.media_type,
    title_id: write.key.id,
    season: write.season,
    status: write.status,
    progress: record.watchedEpisodes,
    score: record.score ?? 0,
    started_on: record.startedOn,
    finished_on: record.finishedOn,
    rewatch_count: record.timesWatched,
    rewatching: record.rewatching ? 1 : 0,
    notes: record.notes === '' ? null : record.notes,
    tags: JSON.stringify(tagsOf(record.tags)),
    favourite: write.favourite ? 1 : 0,
    mal_id: write.malId,
    anilist_id: write.anilistId,
    source_title: write.listed?.title ?? null,
    source_type: write.listed?.type ?? null,
    source_episodes: write.listed?.episodes ?? null,
    created_at: write.updatedAt ?? now,
    updated_at: write.updatedAt ?? now,
  };
}

const entryKeyText = (key: TrackedTitleKey, season: number) =>
  `${key.media_type}/${key.id}/${season}`;

/**
 * Writes the season entries of one batch of imported titles, every field as the file gives it,
 * and moves each season's history to the imported progress. Importing the same file again
 * changes nothing.
 */
export async function writeSeasonEntries(
  db: Executor,
  userId: string,
  writes: readonly EntryWrite[],
  now: number,
): Promise<void> {
  if (writes.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const keys = writes.map((write) => write.key);
    const known = await trx
      .selectFrom('list_entries')
      .select(['media_type', 'title_id', 'season', 'progress'])
      .where('user_id', '=', userId)
      .where((eb) => titleKeysMatch(eb, keys))
      .execute();
    const progressBefore = new Map(
      known.map((row) => [
        entryKeyText({ media_type: row.media_type, id: row.title_id }, row.season),
        row.progress,
      ]),
    );
    await trx
      .insertInto('list_entries')
      .values(writes.map((write) => rowOf(userId, write, now)))
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'media_type', 'title_id', 'season']).doUpdateSet((eb) => ({
          status: eb.ref('excluded.status'),
          progress: eb.ref('excluded.progress'),
          score: eb.ref('excluded.score'),
          started_on: eb.ref('excluded.started_on'),
          finished_on: eb.ref('excluded.finished_on'),
          rewatch_count: eb.ref('excluded.rewatch_count'),
          rewatching: eb.ref('excluded.rewatching'),
          notes: eb.ref('excluded.notes'),
          tags: eb.ref('excluded.tags'),
          favourite: eb.ref('excluded.favourite'),
          mal_id: eb.ref('excluded.mal_id'),
          anilist_id: eb.ref('excluded.anilist_id'),
          // A line that names no title of its own (AniList's) keeps what a MyAnimeList line said.
          source_title: eb.fn.coalesce('excluded.source_title', 'list_entries.source_title'),
          source_type: eb.fn.coalesce('excluded.source_type', 'list_entries.source_type'),
          source_episodes: eb.fn.coalesce(
            'excluded.source_episodes',
            'list_entries.source_episodes',
          ),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
    const forward: Insertable<DatabaseSchema['watch_history']>[] = [];
    for (const write of writes) {
      const before = progressBefore.get(entryKeyText(write.key, write.season)) ?? 0;
      const after = write.record.watchedEpisodes;
      // A move back is any progress move's (decision 370); a move forward, a row inserted below.
      if (after < before)
        await historyBackTo(trx, userId, write.key, { season: write.season, pass: 0, to: after });
      if (after <= before) continue;
      forward.push({
        user_id: userId,
        media_type: write.key.media_type,
        title_id: write.key.id,
        season: write.season,
        pass: 0,
        first_episode: before + 1,
        last_episode: after,
        at: watchedAtOf(write.record),
      });
    }
    await insertRows(trx, 'watch_history', forward);
    await writePasses(trx, userId, writes, keys);
  });
}

/** Which pass of a season is last: the finished rewatches, then the open one while rewatching. */
const lastPassOf = ({ record }: EntryWrite) => record.timesWatched + (record.rewatching ? 1 : 0);

/** A season's passes after the given one, with their history. */
async function deletePassesAfter(trx: Trx, userId: string, write: EntryWrite, after: number) {
  for (const table of ['watch_passes', 'watch_history'] as const) {
    await trx
      .deleteFrom(table)
      .where('user_id', '=', userId)
      .where('media_type', '=', write.key.media_type)
      .where('title_id', '=', write.key.id)
      .where('season', '=', write.season)
      .where('pass', '>', after)
      .execute();
  }
}

/**
 * The rewatch passes an imported entry's count says were made (decision 401), as interactive
 * writes keep them: passes 1..count finished with the season's episodes watched again (their
 * history undated, since no source dates a pass), and the open pass while rewatching. Passes
 * the user already has keep their dates; passes past the count go, with their history. Our own
 * export names each pass with its dates: those are the season's passes.
 */
async function writePasses(
  trx: Trx,
  userId: string,
  writes: readonly EntryWrite[],
  keys: readonly TrackedTitleKey[],
): Promise<void> {
  const stored = await trx
    .selectFrom('watch_passes')
    .select(['media_type', 'title_id', 'season', 'pass'])
    .where('user_id', '=', userId)
    .where((eb) => titleKeysMatch(eb, keys))
    .execute();
  const passesOf = new Map<string, Set<number>>();
  for (const row of stored) {
    const key = entryKeyText({ media_type: row.media_type, id: row.title_id }, row.season);
    passesOf.set(key, (passesOf.get(key) ?? new Set()).add(row.pass));
  }
  const passRows: Insertable<DatabaseSchema['watch_passes']>[] = [];
  const historyRows: Insertable<DatabaseSchema['watch_history']>[] = [];
  for (const write of writes) {
    const last = lastPassOf(write);
    const kept = passesOf.get(entryKeyText(write.key, write.season)) ?? new Set<number>();
    const season = {
      user_id: userId,
      media_type: write.key.media_type,
      title_id: write.key.id,
      season: write.season,
    };
    if (write.passes) {
      // Our own export's passes are the season's passes, dates and all.
      await deletePassesAfter(trx, userId, write, 0);
      for (const pass of write.passes) {
        passRows.push({
          ...season,
          pass: pass.pass,
          progress: pass.progress,
          started_on: pass.startedOn,
          finished_on: pass.finishedOn,
        });
        if (pass.progress > 0) {
          historyRows.push({
            ...season,
            pass: pass.pass,
            first_episode: 1,
            last_episode: pass.progress,
            at: null,
          });
        }
      }
      continue;
    }
    if ([...kept].some((pass) => pass > last)) {
      await deletePassesAfter(trx, userId, write, last);
    }
    const episodes = write.record.watchedEpisodes;
    for (let pass = 1; pass <= last; pass++) {
      if (kept.has(pass)) continue;
      const finished = pass <= write.record.timesWatched;
      passRows.push({
        ...season,
        pass,
        progress: finished ? episodes : 0,
        started_on: null,
        finished_on: null,
      });
      if (finished && episodes > 0) {
        historyRows.push({ ...season, pass, first_episode: 1, last_episode: episodes, at: null });
      }
    }
  }
  await insertRows(trx, 'watch_passes', passRows);
  await insertRows(trx, 'watch_history', historyRows);
}

/** Rows inserted ROWS_PER_INSERT to a statement: one statement a row cost most of an import. */
async function insertRows<T extends 'watch_passes' | 'watch_history'>(
  trx: Trx,
  table: T,
  rows: readonly Insertable<DatabaseSchema[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .execute();
  }
}
