import { LRUCache } from 'lru-cache';
import { LIST_STATUSES, type ListStatus } from '../../../shared/tracked-title';
import type { ListCounts } from '../../../shared/lists-api';
import type { TrackedTitle, TrackedTitleKey } from '../../../shared/tracked-title';
import type { AppDatabase } from '../../db/connect';
import { KeyedQueue } from '../../lib/keyed-queue';
import { isUniqueViolation, type Executor } from '../auth/users';
import { decodeCursor, encodeCursor } from './list-cursor';
import { titleKeysMatch } from './title-keys-match';
import { mergeTrackedTitle, type MergeWrite } from './merge';
import type { EntryFieldsPatch } from '../../../shared/list-entry';
import { seasonLengthsFrom, type SeasonLengths } from '../../../shared/season-lengths';
import type { TrackedFields, TrackedFieldsPatch } from '../../../shared/tracked-title';
import { WriteBatch } from '../../db/write-batch';
import { sentTogether } from '../../db/sent-together';
import {
  entriesByTitle,
  entriesQuery,
  entryColumns,
  keyTextOf,
  lastWatchedAfter,
  removeEntries,
  saveEntryPlan,
  withEntries,
  withSeasons,
  type StoredProgress,
} from './entries/entry-records';
import type { EntryState } from './entries/entry-state';
import { planEntries, type EntryWrite, type TitlePosition } from './entries/plan-entries';
import {
  statsEntriesOf,
  watchMovesBetween,
  type StatsEntry,
  type WatchMove,
} from './entries/watch-moves';
import {
  ITEM_COLUMNS,
  itemOf,
  rowOf,
  STATS_COLUMNS,
  stateOf,
  statsTitleOf,
  type StatsTitle,
  type TrackedRow,
} from './tracked-rows';

/** What one committed write did to a user's list; the live events are made from it. */
export interface ListChange {
  userId: string;
  /** The list version after the change. */
  version: number;
  upserted: TrackedTitleKey[];
  deleted: TrackedTitleKey[];
}

export interface WriteRequest extends Omit<MergeWrite, 'now' | 'patch'> {
  key: TrackedTitleKey;
  /** The title's fields, and its current season's entry fields under `entry`. */
  patch: TrackedFieldsPatch & { entry?: EntryFieldsPatch | undefined };
  /** A write about one season's entry other than the title's current one. */
  season?: EntryWrite | undefined;
  /**
   * Set by a writer that stores the season entries itself (imports): the title row alone is
   * written, no dates are set for it, and its result's item carries no entries.
   */
  entriesWrittenApart?: boolean;
  /**
   * The catalogue's season lengths, where the writer asked it; a season it does not know takes
   * the length the title carries after the write.
   */
  seasonLengths?: SeasonLengths | undefined;
  /**
   * Refuses the write by throwing, once the title's fields after it are known and before anything
   * is stored: a check that needs the stored title reads it under the write's lock, not apart.
   */
  refuse?: (fields: TrackedFields, lengths: SeasonLengths) => void;
}

/** Each season's length for a write: the catalogue's where it knows one, else the title's own. */
function lengthsFor(request: WriteRequest, fields: TrackedFields): SeasonLengths {
  const carried = seasonLengthsFrom(fields.episodes, fields.seriesDetails);
  const catalogue = request.seasonLengths;
  return catalogue ? (season) => catalogue(season) ?? carried(season) : carried;
}

function positionOf(
  fields: Pick<TrackedFields, 'status' | 'current_season' | 'current_episode'>,
): TitlePosition {
  return { status: fields.status, season: fields.current_season, episode: fields.current_episode };
}

/** The UTC day of a write, which automatic started and finished dates take. */
function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export type WriteResult =
  | { kind: 'needs-status'; key: TrackedTitleKey }
  /** The title was removed after this write was made: it stays removed (decision 135). */
  | { kind: 'removed-later'; key: TrackedTitleKey }
  | {
      kind: 'written';
      key: TrackedTitleKey;
      item: TrackedTitle;
      changed: boolean;
      created: boolean;
    };

export interface PageRequest {
  limit: number;
  cursor?: string | undefined;
  status?: ListStatus | undefined;
}

/** A title written with its entries, and the progress changes the write stored for it. */
interface TitleProgress {
  key: TrackedTitleKey;
  moves: StoredProgress[];
}

/** New titles per insert: well under either database's parameter limit at 25 columns a row. */
const ROWS_PER_INSERT = 100;
const COUNT_CACHE_ENTRIES = 10_000;
const COUNT_LIFETIME_MS = 10 * 60_000;

/** One title's writes queue by title; a write of several titles queues with the whole list's. */
function queueKeyOf(userId: string, keys: readonly TrackedTitleKey[]): string {
  const [only] = keys;
  return keys.length === 1 && only ? `${userId}/${only.media_type}/${only.id}` : userId;
}

/** A write that lost a race to add the same title runs once more, and then finds it there. */
async function onceMoreOnRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return write();
  }
}

function emptyCounts(): ListCounts {
  return Object.fromEntries(LIST_STATUSES.map((status) => [status, 0])) as ListCounts;
}

/**
 * Tracked titles, one row per (user, media type, id). A write locks the rows of the titles it
 * changes (in key order, so two writes never wait on each other crosswise), merges, and only
 * then bumps the user's list version, whose row it holds until it commits (decision 245): writes
 * to other titles of the same list wait only for that last step, and versions follow the order
 * in which changes commit. Two writes adding the same title at once meet on its primary key; the
 * loser runs again and merges. SQLite runs one transaction at a time anyway. Within one instance
 * writes to one title also queue before taking a connection, so none holds a pool connection
 * only to wait on a lock.
 */
export class TrackedTitleStore {
  private readonly db: Executor;
  /** Counts per list version: a version never changes meaning, so entries never go stale. */
  private readonly counts = new LRUCache<string, ListCounts>({
    max: COUNT_CACHE_ENTRIES,
    ttl: COUNT_LIFETIME_MS,
  });
  private readonly writers = new KeyedQueue();

  constructor(
    private readonly database: AppDatabase,
    private readonly now: () => number,
  ) {
    this.db = database.db;
  }

  async version(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('list_versions')
      .select('version')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.version ?? 0;
  }

  async page(
    userId: string,
    request: PageRequest,
  ): Promise<{ items: TrackedTitle[]; nextCursor: string | null }> {
    return this.pageOf(request, await this.pageQuery(userId, request).execute());
  }

  /**
   * A page with the list's counts at `version`: when the counts are not kept, both are asked in
   * one round trip and one pool checkout (decision 462).
   */
  async pageWithCounts(
    userId: string,
    version: number,
    request: PageRequest,
  ): Promise<{ items: TrackedTitle[]; nextCursor: string | null; counts: ListCounts }> {
    const key = `${userId}:${version}`;
    const kept = this.counts.get(key);
    if (kept) return { ...(await this.page(userId, request)), counts: kept };
    const [rows, countRows] = await sentTogether(this.db, [
      this.pageQuery(userId, request).compile(),
      this.db
        .selectFrom('tracked_titles')
        .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
        .where('user_id', '=', userId)
        .groupBy('status')
        .compile(),
    ]);
    const counts = emptyCounts();
    for (const row of countRows) {
      if (row.status in counts) counts[row.status as ListStatus] = Number(row.count);
    }
    this.counts.set(key, counts);
    return { ...this.pageOf(request, rows), counts };
  }

  private pageQuery(userId: string, request: PageRequest) {
    let query = this.titles(this.db, userId)
      .orderBy('updated_at', 'desc')
      .orderBy('media_type', 'desc')
      .orderBy('title_id', 'desc')
      .limit(request.limit + 1);
    if (request.status) query = query.where('status', '=', request.status);
    if (request.cursor) {
      const after = decodeCursor(request.cursor);
      query = query.where((eb) =>
        eb(
          eb.refTuple('updated_at', 'media_type', 'title_id'),
          '<',
          eb.tuple(after.updatedAt, after.mediaType, after.id),
        ),
      );
    }
    return query;
  }

  private pageOf(
    request: PageRequest,
    rows: Parameters<typeof titleOf>[0][],
  ): { items: TrackedTitle[]; nextCursor: string | null } {
    const hasMore = rows.length > request.limit;
    const shown = hasMore ? rows.slice(0, request.limit) : rows;
    const last = shown[shown.length - 1];
    return {
      items: shown.map(titleOf),
      nextCursor:
        hasMore && last
          ? encodeCursor({
              updatedAt: last.updated_at,
              mediaType: last.media_type,
              id: last.title_id,
            })
          : null,
    };
  }

  itemsByKeys(userId: string, keys: readonly TrackedTitleKey[]): Promise<TrackedTitle[]> {
    return this.titlesByKeys(this.db, userId, keys);
  }

  private async titlesByKeys(
    db: Executor,
    userId: string,
    keys: readonly TrackedTitleKey[],
  ): Promise<TrackedTitle[]> {
    if (keys.length === 0) return [];
    const rows = await this.titles(db, userId)
      .where((eb) => titleKeysMatch(eb, keys))
      .orderBy('updated_at', 'desc')
      .orderBy('media_type', 'desc')
      .orderBy('title_id', 'desc')
      .execute();
    return rows.map(titleOf);
  }

  /** Every title of the user, newest change first (exports). */
  async all(userId: string): Promise<TrackedTitle[]> {
    const rows = await this.titles(this.db, userId)
      .orderBy('updated_at', 'desc')
      .orderBy('media_type', 'desc')
      .orderBy('title_id', 'desc')
      .execute();
    return rows.map(titleOf);
  }

  /** The user's titles as the API shows them, with their entries, in one query. */
  private titles(db: Executor, userId: string) {
    return db
      .selectFrom('tracked_titles')
      .select(ITEM_COLUMNS)
      .select(entryColumns(this.database.dialect))
      .where('user_id', '=', userId);
  }

  /** Every title of the user, in no order, read only as far as the stats need. */
  async statsTitles(userId: string, keys?: readonly TrackedTitleKey[]): Promise<StatsTitle[]> {
    if (keys?.length === 0) return [];
    const rows = await this.db
      .selectFrom('tracked_titles')
      .select(STATS_COLUMNS)
      .where('user_id', '=', userId)
      .$if(keys !== undefined, (query) => query.where((eb) => titleKeysMatch(eb, keys ?? [])))
      .execute();
    return rows.map(statsTitleOf);
  }

  /** Every season entry of the user (or of the titles named), as the all-time figures read them. */
  async statsEntries(userId: string, keys?: readonly TrackedTitleKey[]): Promise<StatsEntry[]> {
    return statsEntriesOf(this.database, userId, keys);
  }

  /**
   * The episodes the user (or the titles named) watched from `from` (inclusive) to `to`
   * (exclusive), in epoch ms.
   */
  async watchedBetween(
    userId: string,
    from: number,
    to: number,
    keys?: readonly TrackedTitleKey[],
  ): Promise<WatchMove[]> {
    return watchMovesBetween(this.database, userId, from, to, keys);
  }

  /** When the user's earliest dated episode was watched, or null before any. */
  async firstWatchedAt(userId: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('watch_history')
      .select((eb) => eb.fn.min('at').as('first'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.first === null || row?.first === undefined ? null : Number(row.first);
  }

  /** The user's Watching TV titles, most recently touched first, at most `limit` (calendar). */
  async watchingShows(userId: string, limit: number): Promise<TrackedTitle[]> {
    const rows = await this.db
      .selectFrom('tracked_titles')
      .select(ITEM_COLUMNS)
      .where('user_id', '=', userId)
      .where('status', '=', 'watching')
      .where('media_type', '=', 'tv')
      .orderBy('updated_at', 'desc')
      .orderBy('title_id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(itemOf);
  }

  /** Merge writes, all in one transaction; the change lists the titles that really changed. */
  async write(
    userId: string,
    requests: readonly WriteRequest[],
  ): Promise<{ results: WriteResult[]; change: ListChange | null }> {
    const keys = requests.map((request) => request.key);
    return this.writers.run(queueKeyOf(userId, keys), () =>
      onceMoreOnRace(() => this.writeNow(userId, requests, keys)),
    );
  }

  private async writeNow(
    userId: string,
    requests: readonly WriteRequest[],
    keys: readonly TrackedTitleKey[],
  ): Promise<{ results: WriteResult[]; change: ListChange | null }> {
    return this.db.transaction().execute(async (trx) => {
      const entriesWanted = !requests.every((request) => request.entriesWrittenApart);
      // The entries are read after the lock is held: one round trip, and no write between.
      const [locked, entryRows] = await sentTogether(trx, [
        this.lockQuery(trx, userId, keys).compile(),
        ...(entriesWanted && keys.length > 0
          ? [entriesQuery(trx, this.database.dialect, userId, keys).compile()]
          : []),
      ]);
      const existing = new Map(locked.map((row) => [keyTextOf(row.media_type, row.title_id), row]));
      const entries = entriesByTitle(entryRows ?? []);
      // Only a title not in the list can have a removal on record.
      const removals = await this.removalsByKeys(
        trx,
        userId,
        keys.filter((key) => !existing.has(keyTextOf(key.media_type, key.id))),
      );
      const batch = new WriteBatch(trx, this.database.dialect);
      const now = this.now();
      const added = new Map<string, ReturnType<typeof rowOf>>();
      const results: WriteResult[] = [];
      const upserted: TrackedTitleKey[] = [];
      /** The progress changes of each title written with its entries, by key text. */
      const progress = new Map<string, TitleProgress>();
      for (const request of requests) {
        const keyText = keyTextOf(request.key.media_type, request.key.id);
        const stored = existing.get(keyText);
        const removedAt = stored ? undefined : removals.get(keyText);
        if (removedAt !== undefined && request.writeTime < removedAt) {
          results.push({ kind: 'removed-later', key: request.key });
          continue;
        }
        const before = stored ? stateOf(stored) : null;
        const { entry: entryPatch, ...patch } = request.patch;
        const outcome = mergeTrackedTitle(before, { ...request, patch, now });
        if (outcome.kind === 'needs-status') {
          results.push({ kind: 'needs-status', key: request.key });
          continue;
        }
        const lengths = lengthsFor(request, outcome.state.fields);
        request.refuse?.(outcome.state.fields, lengths);
        const row = rowOf(userId, request.key, outcome.state);
        const titleRows = `tracked_titles:${keyText}`;
        if (!stored) {
          // Nothing of this write reads a new title's row back before the end: insert them together.
          if (request.entriesWrittenApart) added.set(keyText, row);
          else await batch.add(titleRows, trx.insertInto('tracked_titles').values(row));
          if (removedAt !== undefined) await this.forgetRemoval(batch, userId, request.key);
          removals.delete(keyText);
        } else if (added.has(keyText)) {
          added.set(keyText, row);
        } else if (outcome.kind === 'changed' || outcome.fieldTimesMoved) {
          await batch.add(
            titleRows,
            trx
              .updateTable('tracked_titles')
              .set(row)
              .where('user_id', '=', userId)
              .where('media_type', '=', request.key.media_type)
              .where('title_id', '=', request.key.id),
          );
        }
        existing.set(keyText, { ...row } as TrackedRow);
        let changed = outcome.kind === 'changed';
        if (!request.entriesWrittenApart) {
          const storedEntries = entries.get(keyText) ?? new Map<number, EntryState>();
          const { fields } = outcome.state;
          const plan = planEntries({
            before: before ? positionOf(before.fields) : null,
            after: positionOf(fields),
            entries: storedEntries,
            lengthOf: lengths,
            write: request.season ?? (entryPatch ? { patch: entryPatch } : null),
            writeTime: request.writeTime,
            now,
            today: dayOf(request.writeTime),
          });
          const moves = await saveEntryPlan(
            batch,
            userId,
            request.key,
            storedEntries,
            plan,
            request.writeTime,
          );
          progress.set(keyText, {
            key: request.key,
            moves: [...(progress.get(keyText)?.moves ?? []), ...moves],
          });
          entries.set(
            keyText,
            new Map([
              ...storedEntries,
              ...plan.entries.map((entry) => [entry.season, entry] as const),
            ]),
          );
          changed ||= plan.changed;
        }
        if (changed) upserted.push(request.key);
        results.push({
          kind: 'written',
          key: request.key,
          item: itemOf(row as TrackedRow),
          changed,
          created: !stored,
        });
      }
      const addedRows = [...added.values()];
      for (let start = 0; start < addedRows.length; start += ROWS_PER_INSERT) {
        await batch.add(
          `tracked_titles:added:${start}`,
          trx.insertInto('tracked_titles').values(addedRows.slice(start, start + ROWS_PER_INSERT)),
        );
      }
      const finished = await this.finishWrite(batch, userId, upserted.length > 0, progress);
      results.forEach((result, index) => {
        // A writer storing the entries itself does so after this: its items carry none yet.
        if (result.kind !== 'written' || requests[index]?.entriesWrittenApart) return;
        const keyText = keyTextOf(result.key.media_type, result.key.id);
        // Each item shows its title as the whole write left it.
        result.item = withSeasons(
          itemOf(existing.get(keyText) as TrackedRow),
          [...(entries.get(keyText)?.values() ?? [])],
          finished.lastWatched.get(keyText) ?? null,
        );
      });
      if (finished.version === null) return { results, change: null };
      return { results, change: { userId, version: finished.version, upserted, deleted: [] } };
    });
  }

  /**
   * Runs what a write left waiting, in one statement with the list version's bump when the list
   * changed and, for the items, the titles' latest watch times (decision 460).
   */
  private async finishWrite(
    batch: WriteBatch,
    userId: string,
    bump: boolean,
    progress: ReadonlyMap<string, TitleProgress>,
  ): Promise<{ version: number | null; lastWatched: Map<string, number | null> }> {
    const titles = [...progress].map(([keyText, { key, moves }]) => ({
      keyText,
      ...lastWatchedAfter(batch, userId, key, moves),
    }));
    const columns = titles.map(({ query }, index) => query.as(`watched${index}`));
    let row: Record<string, unknown> | undefined;
    const ending = { endsTransaction: true };
    if (bump) {
      [row] = await batch.answer(
        versionBump(batch.db, userId).returning(['version', ...columns]),
        ending,
      );
    } else if (columns.length > 0) {
      [row] = await batch.answer(batch.db.selectNoFrom(columns), ending);
    } else {
      await batch.flush(ending);
    }
    const lastWatched = new Map<string, number | null>();
    titles.forEach(({ keyText, laterTimes }, index) => {
      const stored = row?.[`watched${index}`];
      const times = [
        ...(stored === null || stored === undefined ? [] : [Number(stored)]),
        ...laterTimes,
      ];
      lastWatched.set(keyText, times.length === 0 ? null : Math.max(...times));
    });
    return { version: bump ? Number(row?.version) : null, lastWatched };
  }

  /**
   * Removes a title, remembering when (decision 135). Idempotent: removing a title that is not
   * there changes nothing. A removal made (offline) before a later change to any of the
   * title's fields loses to it: the title stays.
   */
  async remove(
    userId: string,
    key: TrackedTitleKey,
    removeTime: number,
  ): Promise<ListChange | null> {
    return this.writers.run(queueKeyOf(userId, [key]), () =>
      this.removeNow(userId, key, removeTime),
    );
  }

  private async removeNow(
    userId: string,
    key: TrackedTitleKey,
    removeTime: number,
  ): Promise<ListChange | null> {
    return this.db.transaction().execute(async (trx) => {
      const [stored] = await this.lockQuery(trx, userId, [key]).execute();
      if (!stored) return null;
      const fieldTimes = Object.values(stateOf(stored).fieldTimes);
      if (fieldTimes.some((time) => time > removeTime)) return null;
      const batch = new WriteBatch(trx, this.database.dialect);
      await batch.add(
        `tracked_titles:${key.media_type}/${key.id}`,
        trx
          .deleteFrom('tracked_titles')
          .where('user_id', '=', userId)
          .where('media_type', '=', key.media_type)
          .where('title_id', '=', key.id),
        ...removeEntries(trx, userId, key),
        trx
          .insertInto('tracked_title_deletions')
          .values({
            user_id: userId,
            media_type: key.media_type,
            title_id: key.id,
            deleted_at: removeTime,
          })
          .onConflict((conflict) =>
            conflict
              .columns(['user_id', 'media_type', 'title_id'])
              .doUpdateSet({ deleted_at: removeTime }),
          ),
      );
      const [bumped] = await batch.answer(versionBump(trx, userId).returning('version'), {
        endsTransaction: true,
      });
      const version = Number(bumped?.version);
      return { userId, version, upserted: [], deleted: [key] };
    });
  }

  private async removalsByKeys(
    trx: Executor,
    userId: string,
    keys: readonly TrackedTitleKey[],
  ): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const rows = await trx
      .selectFrom('tracked_title_deletions')
      .select(['media_type', 'title_id', 'deleted_at'])
      .where('user_id', '=', userId)
      .where((eb) => titleKeysMatch(eb, keys))
      .execute();
    return new Map(
      rows.map((row) => [keyTextOf(row.media_type, row.title_id), Number(row.deleted_at)]),
    );
  }

  private async forgetRemoval(
    batch: WriteBatch,
    userId: string,
    key: TrackedTitleKey,
  ): Promise<void> {
    await batch.add(
      `tracked_title_deletions:${key.media_type}/${key.id}`,
      batch.db
        .deleteFrom('tracked_title_deletions')
        .where('user_id', '=', userId)
        .where('media_type', '=', key.media_type)
        .where('title_id', '=', key.id),
    );
  }

  /** The rows, held on PostgreSQL until the transaction ends, taken in key order. */
  private lockQuery(trx: Executor, userId: string, keys: readonly TrackedTitleKey[]) {
    const query = trx
      .selectFrom('tracked_titles')
      .selectAll()
      .where('user_id', '=', userId)
      .where((eb) => titleKeysMatch(eb, keys))
      .orderBy('media_type')
      .orderBy('title_id');
    return this.database.dialect === 'postgres' ? query.forUpdate() : query;
  }
}

/**
 * The upsert that creates the version row if need be and moves it to the next version, holding
 * the row until the transaction ends (an upsert that updates locks it on PostgreSQL): the list's
 * other writers wait only from here to the commit. Writes end with it, so it also carries what
 * they left waiting (decision 459).
 */
function versionBump(db: Executor, userId: string) {
  return db
    .insertInto('list_versions')
    .values({ user_id: userId, version: 1 })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ version: (eb) => eb(eb.ref('list_versions.version'), '+', 1) }),
    );
}

function titleOf(row: Parameters<typeof itemOf>[0] & Parameters<typeof withEntries>[1]) {
  return withEntries(itemOf(row), row);
}
