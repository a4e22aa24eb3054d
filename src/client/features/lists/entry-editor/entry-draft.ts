import {
  ENTRY_DATE_PATTERN,
  ENTRY_LIMITS,
  type EntryFieldsPatch,
  type ListEntry,
} from '../../../../shared/list-entry';
import {
  SCALE_MAX,
  fromCanonicalScore,
  toCanonicalScore,
  type ScoreScale,
} from '../../../../shared/score-scale';
import type { MessageId, Translate } from '../../../i18n/messages';
import { writableTags } from './entry-tags';

/** The editor's fields as the user sees them: numbers as typed, the score in their scale. */
export interface EntryDraft {
  /** In the user's scale; empty or 0 is no score. */
  score: string;
  startedOn: string | null;
  finishedOn: string | null;
  rewatchCount: string;
  rewatching: boolean;
  notes: string;
  tags: string[];
  favourite: boolean;
}

export type DraftField = 'score' | 'startedOn' | 'finishedOn' | 'rewatchCount' | 'notes';

export type DraftCheck =
  { ok: true; patch: EntryFieldsPatch } | { ok: false; field: DraftField; message: string };

export function draftOf(entry: ListEntry, scale: ScoreScale): EntryDraft {
  const score = fromCanonicalScore(entry.score, scale);
  return {
    score: score === 0 ? '' : String(score),
    startedOn: entry.startedOn,
    finishedOn: entry.finishedOn,
    rewatchCount: String(entry.rewatchCount),
    rewatching: entry.rewatching,
    notes: entry.notes ?? '',
    tags: writableTags(entry.tags),
    favourite: entry.favourite,
  };
}

/** Whether a scale is written with a number (the others are picked: stars, smileys). */
export function isTypedScale(scale: ScoreScale): boolean {
  return scale === 'POINT_10' || scale === 'POINT_100' || scale === 'POINT_10_DECIMAL';
}

function scoreRule(scale: ScoreScale, t: Translate): string {
  return t(scale === 'POINT_10_DECIMAL' ? 'entry.score.ruleDecimal' : 'entry.score.ruleWhole', {
    max: SCALE_MAX[scale],
  });
}

/** The score typed or picked, in the user's scale (0: none), or null when it is no such score. */
export function scoreIn(text: string, scale: ScoreScale): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const decimal = scale === 'POINT_10_DECIMAL';
  if (!(decimal ? /^\d{1,3}(\.\d)?$/ : /^\d{1,3}$/).test(trimmed)) return null;
  const score = Number(trimmed);
  return score <= SCALE_MAX[scale] ? score : null;
}

const wholeIn = (text: string, max: number): number | null =>
  /^\d{1,9}$/.test(text.trim()) && Number(text) <= max ? Number(text) : null;

/** Each date's refusal, naming its field. */
const DATE_RULES: Record<'startedOn' | 'finishedOn', MessageId> = {
  startedOn: 'entry.started.rule',
  finishedOn: 'entry.finished.rule',
};

const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((tag, index) => tag === b[index]);

/**
 * What the user changed, checked: only the fields that differ from the entry are written, so a
 * save never overwrites, with the same value, a change made meanwhile elsewhere, and a score
 * left alone is not rounded into the scale (a stored 75 reads 8 of 10, and stays 75).
 */
export function entryPatchOf(
  entry: ListEntry,
  draft: EntryDraft,
  scale: ScoreScale,
  t: Translate,
): DraftCheck {
  const score = scoreIn(draft.score, scale);
  if (score === null) return { ok: false, field: 'score', message: scoreRule(scale, t) };
  for (const field of ['startedOn', 'finishedOn'] as const) {
    const date = draft[field];
    if (date !== null && !ENTRY_DATE_PATTERN.test(date)) {
      return { ok: false, field, message: t(DATE_RULES[field]) };
    }
  }
  const rewatchCount = wholeIn(draft.rewatchCount, ENTRY_LIMITS.rewatches);
  if (rewatchCount === null) {
    return {
      ok: false,
      field: 'rewatchCount',
      message: t('entry.rewatches.rule', { max: ENTRY_LIMITS.rewatches }),
    };
  }
  if (draft.notes.length > ENTRY_LIMITS.notesLength) {
    return {
      ok: false,
      field: 'notes',
      message: t('entry.notes.tooLong', {
        max: ENTRY_LIMITS.notesLength,
        length: draft.notes.length,
      }),
    };
  }

  const patch: EntryFieldsPatch = {};
  if (score !== fromCanonicalScore(entry.score, scale)) {
    patch.score = toCanonicalScore(score, scale);
  }
  if (draft.startedOn !== entry.startedOn) patch.startedOn = draft.startedOn;
  if (draft.finishedOn !== entry.finishedOn) patch.finishedOn = draft.finishedOn;
  if (rewatchCount !== entry.rewatchCount) patch.rewatchCount = rewatchCount;
  if (draft.rewatching !== entry.rewatching) patch.rewatching = draft.rewatching;
  if (draft.notes !== (entry.notes ?? '')) patch.notes = draft.notes === '' ? null : draft.notes;
  if (!sameTags(draft.tags, writableTags(entry.tags))) patch.tags = draft.tags;
  if (draft.favourite !== entry.favourite) patch.favourite = draft.favourite;
  return { ok: true, patch };
}
