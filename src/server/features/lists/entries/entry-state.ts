import type { Insertable, Selectable } from 'kysely';
import type { EntryFieldName, ListEntry, WatchPass } from '../../../../shared/list-entry';
import type { ListStatus, TrackedTitleKey } from '../../../../shared/tracked-title';
import { blankListEntry } from '../../../../shared/list-entry-defaults';
import type { ListEntriesTable, WatchPassesTable } from '../../../db/schema';

export type EntryRow = Selectable<ListEntriesTable>;
export type PassRow = Selectable<WatchPassesTable>;

/**
 * One season's entry as the list room works on it (decision 370): what the API answers, with
 * times as epoch ms and each field's last write.
 */
export interface EntryState extends Omit<ListEntry, 'updatedAt'> {
  /** Field → epoch ms of the write that set it: last writer wins per field (decision 091). */
  fieldTimes: Partial<Record<EntryFieldName | 'status' | 'progress', number>>;
  createdAt: number;
  updatedAt: number;
}

export function newEntry(season: number, status: ListStatus, now: number): EntryState {
  return { ...blankListEntry(season, status, ''), fieldTimes: {}, createdAt: now, updatedAt: now };
}

export function passOf(
  row: Pick<PassRow, 'pass' | 'progress' | 'started_on' | 'finished_on'>,
): WatchPass {
  return {
    pass: row.pass,
    progress: row.progress,
    startedOn: row.started_on,
    finishedOn: row.finished_on,
  };
}

/** An entry's columns but its title's key and its import source, which the list room does not read. */
export type EntryFields = Omit<
  EntryRow,
  'user_id' | 'media_type' | 'title_id' | 'source_title' | 'source_type' | 'source_episodes'
>;

export function entryStateOf(row: EntryFields, passes: readonly WatchPass[]): EntryState {
  return {
    season: row.season,
    status: row.status as ListStatus,
    progress: row.progress,
    score: row.score,
    startedOn: row.started_on,
    finishedOn: row.finished_on,
    rewatchCount: row.rewatch_count,
    rewatching: row.rewatching === 1,
    notes: row.notes,
    tags: JSON.parse(row.tags) as string[],
    favourite: row.favourite === 1,
    malId: row.mal_id,
    anilistId: row.anilist_id,
    fieldTimes: JSON.parse(row.field_times) as EntryState['fieldTimes'],
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    passes: [...passes].sort((a, b) => a.pass - b.pass),
  };
}

export function entryRowOf(
  userId: string,
  key: TrackedTitleKey,
  entry: EntryState,
): Insertable<ListEntriesTable> {
  return {
    user_id: userId,
    media_type: key.media_type,
    title_id: key.id,
    season: entry.season,
    status: entry.status,
    progress: entry.progress,
    score: entry.score,
    started_on: entry.startedOn,
    finished_on: entry.finishedOn,
    rewatch_count: entry.rewatchCount,
    rewatching: entry.rewatching ? 1 : 0,
    notes: entry.notes,
    tags: JSON.stringify(entry.tags),
    favourite: entry.favourite ? 1 : 0,
    mal_id: entry.malId,
    anilist_id: entry.anilistId,
    field_times: JSON.stringify(entry.fieldTimes),
    created_at: entry.createdAt,
    updated_at: entry.updatedAt,
  };
}

export function listEntryOf(entry: EntryState): ListEntry {
  return {
    season: entry.season,
    status: entry.status,
    progress: entry.progress,
    score: entry.score,
    startedOn: entry.startedOn,
    finishedOn: entry.finishedOn,
    rewatchCount: entry.rewatchCount,
    rewatching: entry.rewatching,
    notes: entry.notes,
    tags: entry.tags,
    favourite: entry.favourite,
    malId: entry.malId,
    anilistId: entry.anilistId,
    passes: entry.passes,
    updatedAt: new Date(entry.updatedAt).toISOString(),
  };
}

/** The open rewatch's pass number while rewatching. */
export function openPassNumber(entry: EntryState): number {
  return entry.rewatchCount + 1;
}
