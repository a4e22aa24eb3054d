import {
  NEW_TITLE_DEFAULTS,
  type TrackedFieldName,
  type TrackedFields,
  type TrackedFieldsPatch,
} from '../../../shared/tracked-title';
import { stableJson } from '../../lib/upstream/stable-json';

export type FieldTimes = Partial<Record<TrackedFieldName, number>>;

/** A tracked title's fields and when each was last written. */
export interface TrackedState {
  fields: TrackedFields;
  fieldTimes: FieldTimes;
  trackedAt: number;
  updatedAt: number;
}

export interface MergeWrite {
  patch: TrackedFieldsPatch;
  /** When the change was made: the client's time for an offline replay, else the server's. */
  writeTime: number;
  /** The server's time now: a title that changes gets it as updatedAt. */
  now: number;
  /** Fields a new title starts with unless the patch has them: an import's catalogue data. */
  createDefaults?: TrackedFieldsPatch;
  /** Times a new title takes instead of now: an import of our own export keeps its dates. */
  createdTimes?: { trackedAt: number; updatedAt: number };
}

export type MergeOutcome =
  | { kind: 'needs-status' }
  /** Nothing the API shows changed; only field times may have moved forward. */
  | { kind: 'unchanged'; state: TrackedState; fieldTimesMoved: boolean }
  | { kind: 'changed'; state: TrackedState; created: boolean };

function writtenFields(patch: TrackedFieldsPatch): [TrackedFieldName, unknown][] {
  return (Object.entries(patch) as [TrackedFieldName, unknown][]).filter(
    ([, value]) => value !== undefined,
  );
}

function create(write: MergeWrite): MergeOutcome {
  const { patch, writeTime, now } = write;
  if (patch.status === undefined) return { kind: 'needs-status' };
  const initial = Object.fromEntries([
    ...writtenFields(write.createDefaults ?? {}),
    ...writtenFields(patch),
  ]) as TrackedFieldsPatch;
  const fields = { ...NEW_TITLE_DEFAULTS, ...initial } as TrackedFields;
  // Defaults count as written now; fields never written lose to any later write.
  const fieldTimes: FieldTimes = { current_season: writeTime, current_episode: writeTime };
  for (const [name] of writtenFields(initial)) fieldTimes[name] = writeTime;
  const times = write.createdTimes ?? { trackedAt: now, updatedAt: now };
  return {
    kind: 'changed',
    created: true,
    state: { fields, fieldTimes, trackedAt: times.trackedAt, updatedAt: times.updatedAt },
  };
}

/**
 * A merge write (spec §4, §7): fields the write leaves out keep their value, and each written
 * field wins unless the stored one was written later (decision 091). updatedAt moves only when
 * a value the API shows changes, so the same write twice changes nothing.
 */
export function mergeTrackedTitle(existing: TrackedState | null, write: MergeWrite): MergeOutcome {
  if (existing === null) return create(write);
  const fields: TrackedFields = { ...existing.fields };
  const fieldTimes: FieldTimes = { ...existing.fieldTimes };
  let changed = false;
  let fieldTimesMoved = false;
  for (const [name, value] of writtenFields(write.patch)) {
    const storedTime = existing.fieldTimes[name] ?? Number.NEGATIVE_INFINITY;
    if (write.writeTime < storedTime) continue;
    if (stableJson(value) !== stableJson(existing.fields[name])) {
      (fields as Record<TrackedFieldName, unknown>)[name] = value;
      changed = true;
    }
    if (write.writeTime > storedTime) {
      fieldTimes[name] = write.writeTime;
      fieldTimesMoved = true;
    }
  }
  if (!changed) return { kind: 'unchanged', state: { ...existing, fieldTimes }, fieldTimesMoved };
  return {
    kind: 'changed',
    created: false,
    state: { fields, fieldTimes, trackedAt: existing.trackedAt, updatedAt: write.now },
  };
}
