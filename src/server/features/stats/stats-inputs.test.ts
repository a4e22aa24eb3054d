import { describe, expect, it } from 'vitest';
import { trackedTitleKeyText, type TrackedTitleKey } from '../../../shared/tracked-title';
import type { StatsEntry, WatchMove } from '../lists/entries/watch-moves';
import {
  InProcessListChangeBus,
  type BusMessage,
  type ListChangeBus,
} from '../lists/live/list-change-bus';
import type { TrackedTitleStore } from '../lists/tracked-title-store';
import type { StatsTitle } from '../lists/tracked-rows';
import { StatsInputs } from './stats-inputs';

const USER = 'user-1';
const TITLES = 5000;
const WATCHES = 20;
const YEAR = 2026;
const AT = Date.UTC(YEAR, 2, 1);

/** A store over rows in memory that counts the rows each read hands out. */
function countingStore() {
  const titles: StatsTitle[] = Array.from({ length: TITLES }, (_, index) => ({
    id: index + 1,
    media_type: 'tv',
    status: 'watching',
    title: null,
    name: `Show ${index + 1}`,
    vote_average: null,
    first_air_date: null,
    release_date: null,
    genres: [],
  }));
  const entries: StatsEntry[] = titles.map((title) => [`tv/${title.id}`, WATCHES, 0, 0, 0]);
  const events: WatchMove[] = titles.flatMap((title) =>
    Array.from({ length: WATCHES }, (_, index): WatchMove => [`tv/${title.id}`, AT + index, 0, 1]),
  );
  const read = { rows: 0 };
  const named = <Row>(
    rows: Row[],
    keyOf: (row: Row) => string,
    keys?: readonly TrackedTitleKey[],
  ) => {
    const wanted = keys && new Set(keys.map(trackedTitleKeyText));
    const out = wanted ? rows.filter((row) => wanted.has(keyOf(row))) : rows;
    read.rows += out.length;
    return Promise.resolve(out);
  };
  const store = {
    statsTitles: (_user: string, keys?: readonly TrackedTitleKey[]) =>
      named(titles, trackedTitleKeyText, keys),
    statsEntries: (_user: string, keys?: readonly TrackedTitleKey[]) =>
      named(entries, (entry) => entry[0], keys),
    watchedBetween: (
      _user: string,
      _from: number,
      _to: number,
      keys?: readonly TrackedTitleKey[],
    ) => named(events, (event) => event[0], keys),
    firstWatchedAt: () => Promise.resolve(AT),
  } as unknown as TrackedTitleStore;
  return { store, read, events };
}

describe('the stats inputs kept between list changes', () => {
  it('reads only the titles a change names, and everything when a version was not told', async () => {
    const { store, read, events } = countingStore();
    const bus = new InProcessListChangeBus();
    const inputs = new StatsInputs(store, bus);

    const first = await inputs.of(USER, YEAR, 1);
    expect(read.rows).toBe(TITLES * 2 + TITLES * WATCHES);
    expect(first.events).toHaveLength(TITLES * WATCHES);

    read.rows = 0;
    events.push(['tv/7', AT + 100, 0, 3]);
    await bus.publish({
      userId: USER,
      version: 2,
      upserted: [{ media_type: 'tv', id: 7 }],
      deleted: [],
    });
    const second = await inputs.of(USER, YEAR, 2);
    // One title, its entry and its 21 watches instead of 110,000 rows.
    expect(read.rows).toBe(1 + 1 + WATCHES + 1);
    expect(second.events).toHaveLength(TITLES * WATCHES + 1);
    expect(second.titles).toHaveLength(TITLES);

    read.rows = 0;
    await inputs.of(USER, YEAR, 2);
    expect(read.rows).toBe(0);

    // Version 3 was never told (another instance's change not heard yet): everything again.
    await bus.publish({
      userId: USER,
      version: 4,
      upserted: [{ media_type: 'tv', id: 8 }],
      deleted: [],
    });
    await inputs.of(USER, YEAR, 4);
    expect(read.rows).toBe(TITLES * 2 + TITLES * WATCHES + 1);
  });

  it('reads everything again after a change of more titles than it reads apart (an import)', async () => {
    const { store, read } = countingStore();
    const bus = new InProcessListChangeBus();
    const inputs = new StatsInputs(store, bus);
    await inputs.of(USER, YEAR, 1);
    read.rows = 0;
    const imported = Array.from({ length: 600 }, (_, index) => ({
      media_type: 'tv' as const,
      id: index + 1,
    }));
    await bus.publish({ userId: USER, version: 2, upserted: imported, deleted: [] });
    await inputs.of(USER, YEAR, 2);
    expect(read.rows).toBe(TITLES * 2 + TITLES * WATCHES);
  });

  it('reads everything again after the feed says changes may be lost, or for another year', async () => {
    const { store, read } = countingStore();
    const bus = new InProcessListChangeBus();
    const listeners: ((message: BusMessage) => void)[] = [];
    const feed: ListChangeBus = {
      publish: (change) => bus.publish(change),
      subscribe: (userId, listener) => {
        listeners.push(listener);
        return bus.subscribe(userId, listener);
      },
      close: () => bus.close(),
    };
    const inputs = new StatsInputs(store, feed);
    /** What a reconnected PostgreSQL feed tells every subscriber. */
    const resync = (userId: string) => {
      expect(userId).toBe(USER);
      for (const listener of listeners) listener({ kind: 'resync' });
    };
    const everything = TITLES * 2 + TITLES * WATCHES;
    await inputs.of(USER, YEAR, 1);
    await inputs.of(USER, YEAR - 1, 1);
    expect(read.rows).toBe(everything * 2);

    read.rows = 0;
    await bus.publish({
      userId: USER,
      version: 2,
      upserted: [{ media_type: 'tv', id: 7 }],
      deleted: [],
    });
    resync(USER);
    await inputs.of(USER, YEAR - 1, 2);
    expect(read.rows).toBe(everything);
  });
});
