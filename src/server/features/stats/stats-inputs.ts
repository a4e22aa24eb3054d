import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import { trackedTitleKeyText, type TrackedTitleKey } from '../../../shared/tracked-title';
import type { StatsEntry, WatchMove } from '../lists/entries/watch-moves';
import type { BusMessage, ListChangeBus } from '../lists/live/list-change-bus';
import type { TrackedTitleStore } from '../lists/tracked-title-store';
import type { StatsTitle } from '../lists/tracked-rows';
import type { StatsInput } from './stats-figures';

/** No zone is further than this from UTC: a year's events all lie within it either side. */
const WIDEST_ZONE_OFFSET_MS = 14 * 3_600_000;
/** Rows kept over all users: a user with 5,000 titles and 100,000 watches holds about 10 MB. */
const ROWS_KEPT = 500_000;
const KEEP_MS = 10 * 60_000;
/** A change naming more titles than this (an import) is read whole again. */
const TITLES_READ_APART = 500;
/** Versions behind past which reading everything again is simpler than catching up. */
const VERSIONS_CAUGHT_UP = 200;

export type YearInputs = Pick<StatsInput, 'titles' | 'entries' | 'events' | 'firstEventAt'>;

/** One user's rows for one year, by title, as of `version`, and what changed after it. */
interface Kept {
  year: number;
  version: number;
  titles: Map<string, StatsTitle>;
  entries: Map<string, StatsEntry[]>;
  events: Map<string, WatchMove[]>;
  /** The titles each later version changed, as the list change feed told them. */
  changes: Map<number, Set<string>>;
  /** The feed said changes may have been missed: read everything again. */
  lost: boolean;
  unsubscribe: () => void;
}

function keyOf(text: string): TrackedTitleKey {
  const [mediaType, id] = text.split('/');
  return { media_type: mediaType === 'movie' ? 'movie' : 'tv', id: Number(id) };
}

function byTitle<Row>(
  rows: readonly Row[],
  keyText: (row: Row) => string,
  into = new Map<string, Row[]>(),
) {
  for (const row of rows) {
    const key = keyText(row);
    const list = into.get(key);
    if (list) list.push(row);
    else into.set(key, [row]);
  }
  return into;
}

function flat<Row>(lists: Map<string, Row[]>): Row[] {
  const rows: Row[] = [];
  for (const list of lists.values()) for (const row of list) rows.push(row);
  return rows;
}

const sizeOf = (kept: Kept) => {
  let rows = kept.titles.size;
  for (const list of kept.entries.values()) rows += list.length;
  for (const list of kept.events.values()) rows += list.length;
  return Math.max(1, rows);
};

/**
 * What the stats count, kept per user between list changes (decision 404). Reading a year of
 * history anew costs far more than counting it (100,000 watches: about 150 ms of the server's
 * thread to read, 25 ms to count), and a list change touches a few titles: the list change
 * feed names them, so only their rows are read again. A version the feed did not name (a
 * missed notice, a reconnect, a change on another instance not heard yet) reads everything.
 */
export class StatsInputs {
  private readonly kept = new LRUCache<string, Kept>({
    maxSize: ROWS_KEPT,
    sizeCalculation: sizeOf,
    ttl: KEEP_MS,
    dispose: (kept) => kept.unsubscribe(),
  });
  /** One read per user at a time, so two requests never patch the same rows at once. */
  private readonly reading = new Map<string, Promise<unknown>>();

  constructor(
    private readonly store: TrackedTitleStore,
    private readonly bus: ListChangeBus,
  ) {}

  /** The rows of the year in which `version` of the user's list is counted. */
  async of(userId: string, year: number, version: number): Promise<YearInputs> {
    const before = this.reading.get(userId) ?? Promise.resolve();
    const read = before.catch(() => undefined).then(() => this.read(userId, year, version));
    this.reading.set(userId, read);
    try {
      return await read;
    } finally {
      if (this.reading.get(userId) === read) this.reading.delete(userId);
    }
  }

  private async read(userId: string, year: number, version: number): Promise<YearInputs> {
    let kept = this.kept.get(userId);
    const changed = kept && kept.year === year ? this.changedSince(kept, version) : null;
    if (kept && changed) {
      await this.readAgain(userId, kept, changed);
      kept.version = Math.max(kept.version, version);
      for (const seen of kept.changes.keys()) if (seen <= kept.version) kept.changes.delete(seen);
      // Sized again: the titles read may hold more or fewer rows.
      this.kept.set(userId, kept);
    } else {
      kept = await this.readAll(userId, year, version);
    }
    const firstEventAt = await this.store.firstWatchedAt(userId);
    return {
      titles: [...kept.titles.values()],
      entries: flat(kept.entries),
      events: flat(kept.events),
      firstEventAt,
    };
  }

  /** The titles changed from the kept version to `version`, or null when not all are known. */
  private changedSince(kept: Kept, version: number): Set<string> | null {
    if (kept.lost || version < kept.version || version - kept.version > VERSIONS_CAUGHT_UP) {
      return null;
    }
    const titles = new Set<string>();
    for (let next = kept.version + 1; next <= version; next++) {
      const named = kept.changes.get(next);
      if (!named) return null;
      for (const title of named) titles.add(title);
    }
    return titles.size > TITLES_READ_APART ? null : titles;
  }

  private windowOf(year: number) {
    return {
      from: Date.UTC(year, 0, 1) - WIDEST_ZONE_OFFSET_MS,
      to: Date.UTC(year + 1, 0, 1) + WIDEST_ZONE_OFFSET_MS,
    };
  }

  private async readAgain(userId: string, kept: Kept, changed: Set<string>): Promise<void> {
    if (changed.size === 0) return;
    const keys = [...changed].map(keyOf);
    const { from, to } = this.windowOf(kept.year);
    const [titles, entries, events] = await Promise.all([
      this.store.statsTitles(userId, keys),
      this.store.statsEntries(userId, keys),
      this.store.watchedBetween(userId, from, to, keys),
    ]);
    for (const text of changed) {
      kept.titles.delete(text);
      kept.entries.delete(text);
      kept.events.delete(text);
    }
    for (const title of titles) kept.titles.set(trackedTitleKeyText(title), title);
    byTitle(entries, (entry) => entry[0], kept.entries);
    byTitle(events, (event) => event[0], kept.events);
  }

  /** Listens first, so a change committed while the rows are read is caught up on next time. */
  private async readAll(userId: string, year: number, version: number): Promise<Kept> {
    this.kept.delete(userId);
    const kept: Kept = {
      year,
      version,
      titles: new Map(),
      entries: new Map(),
      events: new Map(),
      changes: new Map(),
      lost: false,
      unsubscribe: () => undefined,
    };
    kept.unsubscribe = this.bus.subscribe(userId, (message: BusMessage) => {
      if (message.kind === 'resync') {
        kept.lost = true;
        return;
      }
      const { change } = message;
      if (change.version <= kept.version || kept.lost) return;
      const named = kept.changes.get(change.version) ?? new Set<string>();
      for (const key of [...change.upserted, ...change.deleted]) {
        named.add(trackedTitleKeyText(key));
      }
      kept.changes.set(change.version, named);
      // Past these, everything is read again anyway: what a busy writer changes is not hoarded.
      if (kept.changes.size > VERSIONS_CAUGHT_UP || named.size > TITLES_READ_APART) {
        kept.lost = true;
        kept.changes.clear();
      }
    });
    try {
      const { from, to } = this.windowOf(year);
      // SQLite answers each read synchronously: other requests get a turn between the large
      // reads, so the loop is held for a step at a time, not the request.
      const [titles, entries, events] = await Promise.all([
        this.store.statsTitles(userId),
        yieldToRequests().then(() => this.store.statsEntries(userId)),
        yieldToRequests().then(() => this.store.watchedBetween(userId, from, to)),
      ]);
      for (const title of titles) kept.titles.set(trackedTitleKeyText(title), title);
      byTitle(entries, (entry) => entry[0], kept.entries);
      byTitle(events, (event) => event[0], kept.events);
    } catch (error) {
      kept.unsubscribe();
      throw error;
    }
    this.kept.set(userId, kept);
    return kept;
  }
}
