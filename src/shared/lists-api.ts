import { z } from 'zod';
import type { MediaType } from './catalogue-types';
import type { ListEntry } from './list-entry';
import type { PersonalRecord } from './personal-record';
import {
  LIST_STATUSES,
  type ListStatus,
  type TrackedTitle,
  type TrackedTitleKey,
} from './tracked-title';

import { LIST_PAGE_DEFAULT, LIST_PAGE_MAX } from './tracked-title-basics';
import { wholeNumberUpTo } from './whole-number-schema';

export { LIST_PAGE_DEFAULT, LIST_PAGE_MAX };

/** GET /api/lists: one page, newest change first; the cursor comes from the previous page. */
export const listQuerySchema = z.object({
  limit: wholeNumberUpTo(LIST_PAGE_MAX).default(LIST_PAGE_DEFAULT),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be the nextCursor of a previous page')
    .optional(),
  status: z
    .enum(LIST_STATUSES, { message: `must be one of ${LIST_STATUSES.join(', ')}` })
    .optional(),
});

export type ListQuery = z.input<typeof listQuerySchema>;
export type ListCounts = Record<ListStatus, number>;

export interface ListPage {
  items: TrackedTitle[];
  /** Pass back as ?cursor= for the next page; null on the last page. */
  nextCursor: string | null;
  /** Titles matching the status filter (all titles without one). */
  total: number;
  /** Every status's count, whatever the filter. */
  counts: ListCounts;
}

/**
 * GET /api/lists/events (Server-Sent Events). `ready` opens the stream with the list version;
 * `upsert` carries a TrackedTitle, `delete` a TrackedTitleKey; `resync` means changes may have
 * been missed (the server lost its change feed), so the client reloads the list. Each event's
 * id is the list version after the change.
 */
export const LIST_EVENT_NAMES = ['ready', 'upsert', 'delete', 'resync'] as const;
export type ListEventName = (typeof LIST_EVENT_NAMES)[number];
export interface ListReadyEvent {
  version: number;
}
export type ListUpsertEvent = TrackedTitle;
export type ListDeleteEvent = TrackedTitleKey;

export const IMPORT_FORMATS = ['mal', 'anilist', 'tsuzuki'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const importQuerySchema = z.object({
  format: z.enum(IMPORT_FORMATS, {
    message: 'must be mal (MyAnimeList XML), anilist (AniList JSON) or tsuzuki (our own export)',
  }),
});

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ENTRIES = 20_000;

/**
 * How an imported entry found its title, in the order they are tried (decision 175): an id of
 * the file's own site, TMDB's id for it (with a TMDB key), then an exact name.
 */
export const IMPORT_MATCH_RULES = [
  'mal-id',
  'anilist-id',
  'tmdb-id-from-mal',
  'tmdb-id-from-anilist',
  'alternative-title',
  'title',
  'tsuzuki-id',
] as const;
export type ImportMatchRule = (typeof IMPORT_MATCH_RULES)[number];

export const IMPORT_MATCH_RULE_LABELS: Record<ImportMatchRule, string> = {
  'mal-id': 'by MyAnimeList id',
  'anilist-id': 'by AniList id',
  'tmdb-id-from-mal': 'by TMDB id, from its MyAnimeList id',
  'tmdb-id-from-anilist': 'by TMDB id, from its AniList id',
  'alternative-title': 'by an alternative title on TMDB',
  title: 'by exact title',
  'tsuzuki-id': 'by its Tsuzuki id',
};

export interface ImportMatched {
  title: string;
  media_type: MediaType;
  id: number;
  status: ListStatus;
  rule: ImportMatchRule;
}

export interface ImportUnmatched {
  title: string;
  reason: string;
}

/** POST /api/lists/import answers NDJSON: progress lines, then one report (or one error). */
export type ImportLine =
  | { type: 'progress'; done: number; total: number }
  | {
      type: 'report';
      matched: ImportMatched[];
      unmatched: ImportUnmatched[];
      skipped: ImportUnmatched[];
    }
  | { type: 'error'; message: string };

/**
 * What a screen calls an import's `error` line, whose one kind is an import stopped by a problem
 * on our side, to word it as every refusal is (decision 445).
 */
export const IMPORT_STOPPED = 'import-stopped';

/** Our JSON (which our import reads back), a spreadsheet's CSV, MyAnimeList's XML export. */
export const EXPORT_FORMATS = ['json', 'csv', 'mal'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { message: 'must be json, csv or mal' }).default('json'),
});

export const EXPORT_PRODUCT = 'Tsuzuki';
export const EXPORT_VERSION = 1;

/** A title's ids on the sites lists come from, where the catalogue knows them. */
export interface TitleSourceIds {
  myAnimeList: number | null;
  aniList: number | null;
  /** TMDB's reference as the catalogue keeps it: `tv/N`, `tv/N/season/K` or `movie/N`. */
  tmdb: string | null;
}

/** How an imported line named its title: MyAnimeList's series_title, type and episode count. */
export interface ListedTitle {
  title: string;
  /** MyAnimeList's type word (TV, Movie, OVA…), '' when the line gave none. */
  type: string;
  /** 0 when unknown, as MyAnimeList writes it. */
  episodes: number;
}

/** An imported line no catalogue title matched, kept whole for the exports (decision 399). */
export interface KeptLine {
  malId: number | null;
  anilistId: number | null;
  status: ListStatus;
  listed: ListedTitle;
  record: PersonalRecord;
}

/** GET /api/lists/export?format=json, which POST /api/lists/import?format=tsuzuki reads back. */
export interface ListExport {
  product: typeof EXPORT_PRODUCT;
  /** ISO 8601. */
  exportedAt: string;
  version: typeof EXPORT_VERSION;
  /** Each with its ids and, per season, how the imported line named it (`source`). */
  items: ExportedTitle[];
  keptLines: KeptLine[];
}

/** A title as the JSON export writes it. */
export type ExportedTitle = Omit<TrackedTitle, 'seasons'> & {
  ids: TitleSourceIds;
  seasons?: (ListEntry & { source: ListedTitle | null })[];
};

/**
 * GET /api/lists/calendar: the feed's address, made on the first call and shown on every later
 * one (decision 367). url is null only for an address made before it was kept: rotate for one.
 */
export interface CalendarLink {
  url: string | null;
  /** ISO 8601. */
  createdAt: string;
}
