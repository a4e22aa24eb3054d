import { describe, expect, it } from 'vitest';
import { newEntry, type EntryState } from './entry-state';
import { planEntries, type PlanInput, type TitlePosition } from './plan-entries';

const NOW = 1_800_000_000_000;
const TODAY = '2027-01-15';

function plan(overrides: Partial<PlanInput> & { after: TitlePosition }) {
  return planEntries({
    before: null,
    entries: new Map(),
    lengthOf: () => null,
    write: null,
    writeTime: NOW,
    now: NOW,
    today: TODAY,
    ...overrides,
  });
}

function entries(...list: EntryState[]): Map<number, EntryState> {
  return new Map(list.map((entry) => [entry.season, entry]));
}

function entry(season: number, fields: Partial<EntryState>): EntryState {
  return { ...newEntry(season, 'watching', 1), ...fields };
}

describe('planEntries', () => {
  it('adds a title with its season entry, started today once an episode is watched', () => {
    const result = plan({ after: { status: 'watching', season: 1, episode: 3 } });
    expect(result.entries).toMatchObject([
      { season: 1, status: 'watching', progress: 3, startedOn: TODAY, finishedOn: null },
    ]);
    expect(result.progress).toEqual([{ season: 1, pass: 0, from: 0, to: 3 }]);
  });

  it('keeps a planned title undated', () => {
    const result = plan({ after: { status: 'planToWatch', season: 1, episode: 0 } });
    expect(result.entries).toMatchObject([{ progress: 0, startedOn: null, finishedOn: null }]);
    expect(result.progress).toEqual([]);
  });

  it('records no watched episode for a title planned at its start, episode 1', () => {
    const result = plan({ after: { status: 'planToWatch', season: 1, episode: 1 } });
    expect(result.entries).toMatchObject([{ progress: 0, startedOn: null }]);
    expect(result.progress).toEqual([]);
  });

  it('a watched first episode is taken back when the title goes back to Plan to Watch', () => {
    const result = plan({
      before: { status: 'watching', season: 1, episode: 1 },
      after: { status: 'planToWatch', season: 1, episode: 1 },
      entries: entries(entry(1, { progress: 1 })),
    });
    expect(result.entries).toMatchObject([{ status: 'planToWatch', progress: 0 }]);
    expect(result.progress).toEqual([{ season: 1, pass: 0, from: 1, to: 0 }]);
  });

  it('moving back removes episodes: Death Note 10, 370, 37', () => {
    const at10 = entry(1, { progress: 10, startedOn: '2026-01-01' });
    const result = plan({
      before: { status: 'watching', season: 1, episode: 370 },
      after: { status: 'completed', season: 1, episode: 37 },
      entries: entries({ ...at10, progress: 370 }),
    });
    expect(result.progress).toEqual([{ season: 1, pass: 0, from: 370, to: 37 }]);
    expect(result.entries).toMatchObject([
      { progress: 37, status: 'completed', startedOn: '2026-01-01', finishedOn: TODAY },
    ]);
  });

  it('a later season never erases an earlier one: Jujutsu Kaisen S1 24 + S2 10', () => {
    const result = plan({
      before: { status: 'watching', season: 1, episode: 20 },
      after: { status: 'watching', season: 2, episode: 10 },
      entries: entries(entry(1, { progress: 20 })),
      lengthOf: (season) => (season === 1 ? 24 : null),
    });
    expect(result.entries).toMatchObject([
      { season: 1, status: 'completed', progress: 24, finishedOn: TODAY },
      { season: 2, status: 'watching', progress: 10, startedOn: TODAY },
    ]);
    expect(result.progress).toEqual([
      { season: 1, pass: 0, from: 20, to: 24 },
      { season: 2, pass: 0, from: 0, to: 10 },
    ]);
  });

  it('leaving a season of unknown length completes it as far as it was watched, no guess', () => {
    const result = plan({
      before: { status: 'watching', season: 1, episode: 7 },
      after: { status: 'watching', season: 3, episode: 1 },
      entries: entries(entry(1, { progress: 7 })),
    });
    expect(result.entries.map((kept) => [kept.season, kept.status, kept.progress])).toEqual([
      [1, 'completed', 7],
      [2, 'completed', 0],
      [3, 'watching', 1],
    ]);
  });

  it('moving back a season empties the later one but keeps what the user wrote of it', () => {
    const result = plan({
      before: { status: 'watching', season: 2, episode: 4 },
      after: { status: 'watching', season: 1, episode: 12 },
      entries: entries(
        entry(1, { progress: 12, status: 'completed' }),
        entry(2, { progress: 4, score: 70 }),
      ),
    });
    expect(result.entries).toMatchObject([
      { season: 2, progress: 0, status: 'planToWatch', score: 70 },
      { season: 1, progress: 12, status: 'watching' },
    ]);
    expect(result.progress).toEqual([{ season: 2, pass: 0, from: 4, to: 0 }]);
  });

  it('a write naming an earlier season edits that entry alone', () => {
    const result = plan({
      before: { status: 'watching', season: 2, episode: 10 },
      after: { status: 'watching', season: 2, episode: 10 },
      entries: entries(entry(2, { progress: 10 })),
      write: { season: 1, patch: { status: 'completed', progress: 24, score: 85 } },
    });
    expect(result.entries).toMatchObject([
      { season: 1, status: 'completed', progress: 24, score: 85, finishedOn: TODAY },
    ]);
  });

  it('a rewatch keeps its own pass: the first watch stays, completing it counts one more', () => {
    const done = entry(1, { status: 'completed', progress: 12, finishedOn: '2025-03-01' });
    const started = plan({
      before: { status: 'completed', season: 1, episode: 12 },
      after: { status: 'watching', season: 1, episode: 0 },
      entries: entries(done),
      write: { patch: { rewatching: true } },
    });
    const [rewatching] = started.entries;
    expect(rewatching).toMatchObject({
      progress: 12,
      rewatching: true,
      passes: [{ pass: 1, progress: 0, startedOn: TODAY, finishedOn: null }],
    });
    expect(started.progress).toEqual([]);
    const finished = plan({
      before: { status: 'watching', season: 1, episode: 0 },
      after: { status: 'completed', season: 1, episode: 12 },
      entries: entries(rewatching as EntryState),
      now: NOW + 1,
      writeTime: NOW + 1,
    });
    expect(finished.entries).toMatchObject([
      {
        progress: 12,
        rewatching: false,
        rewatchCount: 1,
        finishedOn: '2025-03-01',
        passes: [{ pass: 1, progress: 12, startedOn: TODAY, finishedOn: TODAY }],
      },
    ]);
    expect(finished.progress).toEqual([{ season: 1, pass: 1, from: 0, to: 12 }]);
  });

  it('imports keep their own dates: none are set for them', () => {
    const result = plan({ after: { status: 'completed', season: 1, episode: 26 }, today: null });
    expect(result.entries).toMatchObject([{ startedOn: null, finishedOn: null }]);
  });

  it('an older offline write loses to a newer field, and an unchanged write stores nothing', () => {
    const stored = entry(1, { progress: 5, score: 90, fieldTimes: { score: NOW } });
    const older = plan({
      before: { status: 'watching', season: 1, episode: 5 },
      after: { status: 'watching', season: 1, episode: 5 },
      entries: entries(stored),
      write: { patch: { score: 40 } },
      writeTime: NOW - 1,
    });
    expect(older.entries).toEqual([]);
  });

  it('explicit dates win over automatic ones', () => {
    const result = plan({
      after: { status: 'completed', season: 1, episode: 1 },
      write: { patch: { startedOn: '2021-00-00', finishedOn: null } },
    });
    expect(result.entries).toMatchObject([{ startedOn: '2021-00-00', finishedOn: null }]);
  });
});
