/*
 * A user's own scores are stored on one canonical scale, 0–100 with 0 for "not scored"
 * (decision 370), and read and written in the scale the user picks on their profile, the
 * five AniList offers, under AniList's names (./score-scale-choice.ts).
 */

import type { ScoreScale } from './score-scale-choice';

export type { ScoreScale } from './score-scale-choice';

export const SCORE_SCALE_LABELS: Record<ScoreScale, string> = {
  POINT_10: '10 points',
  POINT_100: '100 points',
  POINT_10_DECIMAL: '10 points with a decimal',
  POINT_5: '5 stars',
  POINT_3: '3 smileys',
};

/** The canonical scale's bounds; 0 means the user gave no score. */
export const CANONICAL_SCORE = { none: 0, max: 100 } as const;

/** The highest value of each scale, as the user writes it. */
export const SCALE_MAX: Record<ScoreScale, number> = {
  POINT_10: 10,
  POINT_100: 100,
  POINT_10_DECIMAL: 10,
  POINT_5: 5,
  POINT_3: 3,
};

/** A smiley's canonical score: low enough that it reads back as the same smiley. */
const SMILEY_SCORES = [0, 35, 60, 85] as const;

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/** The user's score in their scale (0: none) to the stored 0–100. */
export function toCanonicalScore(score: number, scale: ScoreScale): number {
  const bounded = clamp(score, SCALE_MAX[scale]);
  switch (scale) {
    case 'POINT_100':
      return Math.round(bounded);
    case 'POINT_10':
      return Math.round(bounded) * 10;
    case 'POINT_10_DECIMAL':
      return Math.round(bounded * 10);
    case 'POINT_5':
      return Math.round(bounded) * 20;
    case 'POINT_3':
      return SMILEY_SCORES[Math.round(bounded)] ?? 0;
  }
}

/**
 * The stored 0–100 in the user's scale: a scored title never reads as unscored (a 3 out of 100
 * is one star), and each scale's own values read back unchanged.
 */
export function fromCanonicalScore(canonical: number, scale: ScoreScale): number {
  const score = clamp(Math.round(canonical), CANONICAL_SCORE.max);
  if (score === 0) return 0;
  switch (scale) {
    case 'POINT_100':
      return score;
    case 'POINT_10':
      return Math.max(1, Math.round(score / 10));
    case 'POINT_10_DECIMAL':
      return Math.max(1, score) / 10;
    case 'POINT_5':
      return Math.max(1, Math.round(score / 20));
    case 'POINT_3':
      return score >= 61 ? 3 : score >= 36 ? 2 : 1;
  }
}

/** What each smiley of the three-smiley scale says, lowest first. */
export const SMILEY_LABELS = ['Did not like it', 'It was all right', 'Liked it'] as const;

/**
 * How a score is written: English here (the server's words), the active language's in the app,
 * which passes its catalogue's words to scoreText so that the scales' rules stay one.
 */
export interface ScoreWords {
  /** "Score 8/10" */
  points: (score: number, max: number) => string;
  /** "4 of 5 stars" */
  stars: (score: number) => string;
  /** Each smiley's words, lowest first. */
  smileys: readonly [string, string, string];
}

export const ENGLISH_SCORE_WORDS: ScoreWords = {
  points: (score, max) => `Score ${score}/${max}`,
  stars: (score) => `${score} of 5 stars`,
  smileys: SMILEY_LABELS,
};

/**
 * A stored score as words in the user's scale, for a screen and its reader alike ("Score 8/10",
 * "4 of 5 stars", "Liked it"); null when the user gave none.
 */
export function scoreText(
  canonical: number,
  scale: ScoreScale,
  words = ENGLISH_SCORE_WORDS,
): string | null {
  const score = fromCanonicalScore(canonical, scale);
  if (score === 0) return null;
  switch (scale) {
    case 'POINT_5':
      return words.stars(score);
    case 'POINT_3':
      return words.smileys[score - 1] ?? null;
    case 'POINT_10':
    case 'POINT_100':
    case 'POINT_10_DECIMAL':
      return words.points(score, SCALE_MAX[scale]);
  }
}

/** The 0–10 figure the stats use (mean score, distribution), one decimal kept. */
export function outOfTen(canonical: number): number {
  return Math.round(canonical) / 10;
}

/**
 * The mean of the scores a user gave, on 0–10 with one decimal; unscored entries (0) are no
 * opinion, so they are left out, and a list without a score has no mean (null).
 */
export function meanOutOfTen(canonicalScores: Iterable<number>): number | null {
  const mean = meanCanonical(canonicalScores);
  return mean === null ? null : outOfTen(mean);
}

function meanCanonical(canonicalScores: Iterable<number>): number | null {
  let sum = 0;
  let scored = 0;
  for (const score of canonicalScores) {
    if (score <= CANONICAL_SCORE.none) continue;
    sum += score;
    scored += 1;
  }
  return scored === 0 ? null : sum / scored;
}

/** A mean score as a screen shows it: the figure, and what it is a mean of. */
export interface MeanScoreText {
  figure: string;
  label: string;
}

/**
 * The mean of the scores a user gave, read in their scale ("8.8" on 10 points, "88" of 100,
 * "4.4" of 5 stars, "Liked it"): the same mean as meanOutOfTen's, so the profile and the stats
 * agree whatever the scale; null when no score was given.
 */
export function meanScoreText(
  canonicalScores: Iterable<number>,
  scale: ScoreScale,
): MeanScoreText | null {
  const mean = meanCanonical(canonicalScores);
  if (mean === null) return null;
  const inScale = (mean / CANONICAL_SCORE.max) * SCALE_MAX[scale];
  switch (scale) {
    case 'POINT_10':
    case 'POINT_10_DECIMAL':
      return { figure: outOfTen(mean).toFixed(1), label: 'Mean score' };
    case 'POINT_100':
      return { figure: String(Math.round(inScale)), label: 'Mean score of 100' };
    case 'POINT_5':
      return { figure: inScale.toFixed(1), label: 'Mean of 5 stars' };
    case 'POINT_3':
      return {
        figure: SMILEY_LABELS[fromCanonicalScore(mean, scale) - 1] ?? SMILEY_LABELS[0],
        label: 'Mean score',
      };
  }
}
