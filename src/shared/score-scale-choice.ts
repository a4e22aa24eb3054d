/*
 * The score scales a user can pick, apart from reading and writing scores in them: the session
 * carries the pick, and is read on the first route (decision 454).
 */

export const SCORE_SCALES = [
  'POINT_10',
  'POINT_100',
  'POINT_10_DECIMAL',
  'POINT_5',
  'POINT_3',
] as const;
export type ScoreScale = (typeof SCORE_SCALES)[number];

export const DEFAULT_SCORE_SCALE: ScoreScale = 'POINT_10';

export function isScoreScale(value: unknown): value is ScoreScale {
  return SCORE_SCALES.some((scale) => scale === value);
}

/** A kept scale; anything else (an older session, a hand-edited row) reads as the default. */
export function readScoreScale(value: unknown): ScoreScale {
  return isScoreScale(value) ? value : DEFAULT_SCORE_SCALE;
}
