import type { ImportUnmatched, KeptLine, ListedTitle } from '../../../../shared/lists-api';
import type { MediaType } from '../../../../shared/catalogue-types';
import type { PersonalRecord } from '../../../../shared/personal-record';
import type { TrackedFieldsPatch, TrackedTitleKey } from '../../../../shared/tracked-title';
import type { SeasonEntry } from './entry-writes';

/** What a MyAnimeList or AniList line says about its title: its ids there, type, names, year. */
export interface CatalogueLookup {
  kind: 'catalogue';
  malId: number | null;
  anilistId: number | null;
  mediaType: MediaType;
  /** The names the file gives, most telling first. */
  titles: string[];
  year: number | null;
}

/** How an entry finds its catalogue title. */
export type ImportLookup =
  | CatalogueLookup
  /** Our own export names the title's key already. */
  | { kind: 'known'; key: TrackedTitleKey };

/** One title read from an import file, before it is matched against the catalogue. */
export interface ImportEntry {
  /** The title as the file names it, for the report. */
  title: string;
  lookup: ImportLookup;
  /** What the file says: status, progress and any extras it carries. */
  patch: TrackedFieldsPatch;
  /** What the user kept on the line (score, dates, rewatches, notes, tags), from MAL and AniList. */
  record?: PersonalRecord;
  /** How a MyAnimeList line describes its title, for an export of the same line. */
  listed?: ListedTitle;
  /** Our own export's season entries, each under its own season. */
  seasonEntries?: SeasonEntry[];
  /** When the file's data was written, if it says; otherwise the import's own time counts. */
  writtenAt?: number;
  /** A new title's dates, when the file has them (our own export). */
  createdTimes?: { trackedAt: number; updatedAt: number };
}

export interface ParsedImport {
  entries: ImportEntry[];
  /** Lines an earlier import kept unmatched, as our own export carries them (decision 399). */
  keptLines?: KeptLine[];
  /** Entries refused while reading the file, e.g. an unknown status. */
  skipped: ImportUnmatched[];
}
