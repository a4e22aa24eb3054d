import type { EntryFieldsPatch } from '../../../../shared/list-entry';
import type { ListStatus } from '../../../../shared/tracked-title';
import { stableJson } from '../../../lib/upstream/stable-json';
import { newEntry, openPassNumber, type EntryState } from './entry-state';

/** Where a title stands: its list status and the season and episode it is at. */
export interface TitlePosition {
  status: ListStatus;
  season: number;
  episode: number;
}

/** What a write says of one entry: the title's current season's, unless it names a season. */
export interface EntryWrite {
  season?: number | undefined;
  patch: EntryFieldsPatch & { status?: ListStatus; progress?: number };
}

export interface PlanInput {
  before: TitlePosition | null;
  after: TitlePosition;
  entries: ReadonlyMap<number, EntryState>;
  lengthOf: (season: number) => number | null;
  write: EntryWrite | null;
  writeTime: number;
  now: number;
  /** The day automatic dates take (YYYY-MM-DD), or null for a writer that keeps its own (imports). */
  today: string | null;
}

/** Episodes of one season and pass (0: the first watch) going from `from` watched to `to`. */
export interface ProgressChange {
  season: number;
  pass: number;
  from: number;
  to: number;
}

export interface EntryPlan {
  /** Entries to store, whole: only those the write changed. */
  entries: EntryState[];
  progress: ProgressChange[];
  /** Whether anything the API shows changed, not only the fields' times. */
  changed: boolean;
}

type TimedField = keyof EntryState['fieldTimes'];

/**
 * The episodes a position says were watched: its episode, except that a title planned at its
 * season's start (episode 1, where a new title begins) has none watched yet.
 */
const watchedAt = (position: TitlePosition) =>
  position.status === 'planToWatch' && position.episode <= 1 ? 0 : position.episode;

const PLAIN_FIELDS = [
  'score',
  'startedOn',
  'finishedOn',
  'rewatchCount',
  'notes',
  'tags',
  'favourite',
  'malId',
  'anilistId',
] as const;

function clone(entry: EntryState): EntryState {
  return {
    ...entry,
    tags: [...entry.tags],
    fieldTimes: { ...entry.fieldTimes },
    passes: entry.passes.map((pass) => ({ ...pass })),
  };
}

const visible = (entry: EntryState) => stableJson({ ...entry, fieldTimes: {}, updatedAt: 0 });

/**
 * The entries a list write leaves (decision 371). The title's position drives its season's
 * entry: moving on to a later season completes the seasons left behind (with their known
 * length, never a guess), moving back to an earlier one empties the later ones, and a
 * rewatch in progress takes the position instead of the first watch. A write naming another
 * season edits that entry alone. Each field is last writer wins, as titles are.
 */
export function planEntries(input: PlanInput): EntryPlan {
  const { before, after, write, writeTime, today } = input;
  const originals = input.entries;
  const work = new Map<number, EntryState>();
  const progress: ProgressChange[] = [];
  const moved = new Set<number>();

  const entryAt = (season: number, status: ListStatus): EntryState => {
    let entry = work.get(season);
    if (!entry) {
      const stored = originals.get(season);
      entry = stored ? clone(stored) : newEntry(season, status, input.now);
      work.set(season, entry);
    }
    return entry;
  };
  const wins = (entry: EntryState, field: TimedField) =>
    writeTime >= (entry.fieldTimes[field] ?? Number.NEGATIVE_INFINITY);
  const stamp = (entry: EntryState, field: TimedField) => {
    entry.fieldTimes[field] = Math.max(entry.fieldTimes[field] ?? 0, writeTime);
  };
  const setProgress = (entry: EntryState, to: number) => {
    stamp(entry, 'progress');
    if (entry.progress === to) return;
    progress.push({ season: entry.season, pass: 0, from: entry.progress, to });
    entry.progress = to;
    moved.add(entry.season);
  };
  const setStatus = (entry: EntryState, status: ListStatus) => {
    stamp(entry, 'status');
    if (entry.status === status) return;
    entry.status = status;
    moved.add(entry.season);
  };
  const openPass = (entry: EntryState) =>
    entry.passes.find((pass) => pass.pass === openPassNumber(entry));
  const setWatched = (entry: EntryState, to: number) => {
    if (!entry.rewatching) return setProgress(entry, to);
    let pass = openPass(entry);
    if (!pass) {
      // A rewatch imported without its pass gets one, so it never eats the first watch.
      pass = { pass: openPassNumber(entry), progress: 0, startedOn: null, finishedOn: null };
      entry.passes.push(pass);
    }
    if (pass.progress === to) return;
    progress.push({ season: entry.season, pass: pass.pass, from: pass.progress, to });
    pass.progress = to;
    moved.add(entry.season);
  };
  const finishRewatch = (entry: EntryState) => {
    const pass = openPass(entry);
    if (pass && pass.finishedOn === null) pass.finishedOn = today;
    entry.rewatching = false;
    entry.rewatchCount += 1;
    stamp(entry, 'rewatching');
    stamp(entry, 'rewatchCount');
  };

  const target = write?.season ?? after.season;
  const patch = write?.patch ?? {};

  if (patch.rewatching !== undefined) {
    const entry = entryAt(target, after.status);
    if (wins(entry, 'rewatching') && patch.rewatching !== entry.rewatching) {
      if (patch.rewatching) {
        entry.passes = entry.passes.filter((pass) => pass.pass !== openPassNumber(entry));
        entry.passes.push({
          pass: openPassNumber(entry),
          progress: 0,
          startedOn: today,
          finishedOn: null,
        });
      } else {
        const pass = openPass(entry);
        if (pass) progress.push({ season: target, pass: pass.pass, from: pass.progress, to: 0 });
        entry.passes = entry.passes.filter((kept) => kept !== pass);
      }
      entry.rewatching = patch.rewatching;
      moved.add(target);
    }
    stamp(entry, 'rewatching');
  }

  const positionMoved =
    !before ||
    before.status !== after.status ||
    before.season !== after.season ||
    before.episode !== after.episode;
  if (positionMoved) {
    if (before && after.season > before.season) {
      for (let season = before.season; season < after.season; season++) {
        const entry = entryAt(season, 'completed');
        const known =
          input.lengthOf(season) ?? (season === before.season ? before.episode : entry.progress);
        if (!entry.rewatching) setProgress(entry, Math.max(entry.progress, known));
        setStatus(entry, 'completed');
      }
    }
    if (before && after.season < before.season) {
      for (let season = after.season + 1; season <= before.season; season++) {
        const entry = work.get(season) ?? originals.get(season);
        if (!entry) continue;
        const emptied = entryAt(season, entry.status);
        setWatched(emptied, 0);
        setStatus(emptied, 'planToWatch');
      }
    }
    const current = entryAt(after.season, after.status);
    setStatus(current, after.status);
    setWatched(current, watchedAt(after));
    if (current.rewatching && after.status === 'completed') finishRewatch(current);
  }

  if (write && target !== after.season) {
    const entry = entryAt(target, patch.status ?? 'planToWatch');
    if (patch.status !== undefined && wins(entry, 'status')) setStatus(entry, patch.status);
    if (patch.progress !== undefined && wins(entry, 'progress')) setWatched(entry, patch.progress);
  }

  const written = new Set<TimedField>();
  if (write) {
    const entry = entryAt(target, after.status);
    for (const field of PLAIN_FIELDS) {
      const value = patch[field];
      if (value === undefined || !wins(entry, field)) continue;
      (entry as unknown as Record<string, unknown>)[field] = value;
      stamp(entry, field);
      written.add(field);
    }
  }

  if (today !== null) {
    for (const season of moved) {
      const entry = entryAt(season, after.status);
      const watchedAny =
        entry.status !== 'planToWatch' && (entry.progress > 0 || entry.status === 'completed');
      if (watchedAny && entry.startedOn === null && !written.has('startedOn')) {
        entry.startedOn = today;
      }
      if (entry.status === 'completed' && entry.finishedOn === null && !written.has('finishedOn')) {
        entry.finishedOn = today;
      }
    }
  }

  const entries: EntryState[] = [];
  let changed = false;
  for (const [season, entry] of work) {
    const stored = originals.get(season);
    if (stored && visible(stored) === visible(entry)) {
      if (stableJson(stored.fieldTimes) !== stableJson(entry.fieldTimes)) entries.push(entry);
      continue;
    }
    entries.push({ ...entry, updatedAt: input.now });
    changed = true;
  }
  return { entries, progress, changed };
}
