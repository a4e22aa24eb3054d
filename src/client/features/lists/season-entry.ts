import type { EntryFieldsPatch, ListEntry } from '../../../shared/list-entry';
import type { TrackedTitle } from '../../../shared/tracked-title';
import { blankListEntry } from '../../../shared/list-entry-defaults';

/** What a season the server has no entry for holds: its defaults (the server's newEntry). */
export function blankEntry(season: number, title: Pick<TrackedTitle, 'status'>): ListEntry {
  return blankListEntry(season, title.status, new Date(0).toISOString());
}

/** A season's entry as the title holds it, or the blank one the editor starts from. */
export function entryOf(title: TrackedTitle, season: number): ListEntry {
  return title.seasons?.find((entry) => entry.season === season) ?? blankEntry(season, title);
}

/**
 * The seasons a title keeps an entry for, first first, with its current season among them even
 * before the server has answered with one.
 */
export function entrySeasons(title: TrackedTitle): number[] {
  const seasons = new Set((title.seasons ?? []).map((entry) => entry.season));
  seasons.add(title.current_season);
  return [...seasons].sort((a, b) => a - b);
}

/**
 * The title as a change of one season's score, dates, rewatches, notes, tags or favourite leaves
 * it, shown until the server answers: those fields never move the title's status or progress.
 */
export function withEntryFields(
  title: TrackedTitle,
  season: number,
  patch: EntryFieldsPatch,
  at: string,
): TrackedTitle {
  const changed = { ...entryOf(title, season), ...patch, updatedAt: at };
  const others = (title.seasons ?? []).filter((entry) => entry.season !== season);
  const seasons = [...others, changed].sort((a, b) => a.season - b.season);
  return { ...title, seasons, updatedAt: at };
}
