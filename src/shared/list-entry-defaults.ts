import type { ListEntry } from './list-entry';
import type { ListStatus } from './tracked-title-basics';

/**
 * A season's entry before the user keeps anything on it: what the server starts a new entry
 * from and what the client shows for a season the server has no entry for. Apart from
 * list-entry.ts so the first route reads it without zod.
 */
export function blankListEntry(season: number, status: ListStatus, updatedAt: string): ListEntry {
  return {
    season,
    status,
    progress: 0,
    score: 0,
    startedOn: null,
    finishedOn: null,
    rewatchCount: 0,
    rewatching: false,
    notes: null,
    tags: [],
    favourite: false,
    malId: null,
    anilistId: null,
    passes: [],
    updatedAt,
  };
}
