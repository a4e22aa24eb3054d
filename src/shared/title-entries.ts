import type { ListEntry } from './list-entry';
import { CANONICAL_SCORE } from './score-scale';

/*
 * One title's figures read from its seasons' entries (decision 396): a show scored season by
 * season is sorted and shown by the score of its latest scored season, the user's latest opinion.
 */

type Seasons = readonly ListEntry[] | undefined;

/** The latest scored season's stored 0–100 score; 0 when no season is scored. */
export function titleScoreOf(seasons: Seasons): number {
  let latest: ListEntry | undefined;
  for (const entry of seasons ?? []) {
    if (entry.score <= CANONICAL_SCORE.none) continue;
    if (!latest || entry.season > latest.season) latest = entry;
  }
  return latest?.score ?? CANONICAL_SCORE.none;
}

/** The earliest or latest of one date field over the seasons, or null when none has it. */
function dateOver(
  seasons: Seasons,
  field: 'startedOn' | 'finishedOn',
  wins: (date: string, best: string) => boolean,
): string | null {
  let best: string | null = null;
  for (const entry of seasons ?? []) {
    const date = entry[field];
    if (date !== null && (best === null || wins(date, best))) best = date;
  }
  return best;
}

/** When the user started the title: the earliest start of any season, or null. */
export function titleStartedOn(seasons: Seasons): string | null {
  return dateOver(seasons, 'startedOn', (date, best) => date < best);
}

/** When the user last finished any of it: the latest finish of any season, or null. */
export function titleFinishedOn(seasons: Seasons): string | null {
  return dateOver(seasons, 'finishedOn', (date, best) => date > best);
}

/**
 * Every tag on any season, each once, in the order first met. An import keeps MyAnimeList's
 * parts as written (decision 379): spaces around one are dropped here and empty ones skipped.
 */
export function titleTagsOf(seasons: Seasons): string[] {
  const tags = new Set<string>();
  for (const entry of seasons ?? []) {
    for (const tag of entry.tags) {
      const trimmed = tag.trim();
      if (trimmed !== '') tags.add(trimmed);
    }
  }
  return [...tags];
}
