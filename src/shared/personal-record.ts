/**
 * What a user keeps about one list entry besides its status (issue 32): score, dates, rewatches,
 * notes and tags, as an import file wrote them (decision 377).
 */
export interface PersonalRecord {
  /** On the canonical 0–100 scale; null when the user gave none. */
  score: number | null;
  /** `YYYY-MM-DD`, a part the user did not give written as zeros (`2021-00-00`); null when none. */
  startedOn: string | null;
  finishedOn: string | null;
  /** Episodes watched as the source says, even past the catalogue's count. */
  watchedEpisodes: number;
  timesWatched: number;
  rewatching: boolean;
  notes: string;
  /** The source's tag text whole, commas and case as written. */
  tags: string;
}

export const PERSONAL_RECORD_LIMITS = {
  score: 100,
  watchedEpisodes: 100_000,
  timesWatched: 10_000,
  notesLength: 20_000,
  tagsLength: 2_000,
} as const;

export const EMPTY_PERSONAL_RECORD: PersonalRecord = {
  score: null,
  startedOn: null,
  finishedOn: null,
  watchedEpisodes: 0,
  timesWatched: 0,
  rewatching: false,
  notes: '',
  tags: '',
};

const RECORD_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const NO_DATE = '0000-00-00';

/** A date as MyAnimeList writes it, unknown parts as zeros; null for none or a malformed one. */
export function recordDateOf(text: string): string | null {
  const parts = RECORD_DATE.exec(text.trim());
  if (!parts || parts[0] === NO_DATE) return null;
  const [month, day] = [Number(parts[2]), Number(parts[3])];
  return month <= 12 && day <= 31 ? parts[0] : null;
}

/** The record date written back as MyAnimeList does: `0000-00-00` for none. */
export const malDateOf = (date: string | null): string => date ?? NO_DATE;

const pad = (value: number | null | undefined, width: number) =>
  String(value ?? 0).padStart(width, '0');

/** AniList's fuzzy date ({year, month, day}, any of them null) as a record date. */
export function recordDateOfFuzzy(
  fuzzy: { year?: number | null; month?: number | null; day?: number | null } | null | undefined,
): string | null {
  if (!fuzzy) return null;
  return recordDateOf(`${pad(fuzzy.year, 4)}-${pad(fuzzy.month, 2)}-${pad(fuzzy.day, 2)}`);
}

/** A count kept within 0…max, so no file can store an unbounded number. */
export function boundedCount(value: number, max: number): number {
  return Math.min(Math.max(0, Math.trunc(value)), max);
}

/** MyAnimeList's 1–10 (0 for none) on the canonical scale. */
export function scoreOfMal(score: number): number | null {
  return score >= 1 && score <= 10 ? Math.round(score) * 10 : null;
}

/** The canonical score as MyAnimeList's whole 0–10, 0 for none. */
export function malScoreOf(score: number | null): number {
  return score === null ? 0 : Math.min(10, Math.max(1, Math.round(score / 10)));
}

/** AniList's score formats (MediaListOptions.scoreFormat). */
export const ANILIST_SCORE_FORMATS = [
  'POINT_100',
  'POINT_10_DECIMAL',
  'POINT_10',
  'POINT_5',
  'POINT_3',
] as const;
export type AnilistScoreFormat = (typeof ANILIST_SCORE_FORMATS)[number];

/** How many canonical points one point of each format is worth. */
const POINTS_PER_UNIT: Record<AnilistScoreFormat, number> = {
  POINT_100: 1,
  POINT_10_DECIMAL: 10,
  POINT_10: 10,
  POINT_5: 20,
  POINT_3: 100 / 3,
};

/** An AniList score in the list's format on the canonical scale; 0 means none, as there. */
export function scoreOfAnilist(score: number, format: AnilistScoreFormat): number | null {
  if (!(score > 0)) return null;
  return Math.min(100, Math.round(score * POINTS_PER_UNIT[format]));
}
