import type { Insertable, Selectable } from 'kysely';
import type { Genre } from '../../../shared/catalogue-types';
import {
  ANILIST_EXTRA_NAMES,
  type AnilistExtraName,
  type ListStatus,
  type TrackedFields,
  type TrackedTitle,
  type TrackedTitleKey,
} from '../../../shared/tracked-title';
import type { TrackedTitlesTable } from '../../db/schema';
import type { FieldTimes, TrackedState } from './merge';

export type TrackedRow = Selectable<TrackedTitlesTable>;

/** The columns the API shows: everything but the field times, which only writes need. */
export const ITEM_COLUMNS = [
  'media_type',
  'title_id',
  'status',
  'current_season',
  'current_episode',
  'title',
  'name',
  'poster_path',
  'overview',
  'vote_average',
  'first_air_date',
  'release_date',
  'genres',
  'extras',
  'tracked_at',
  'updated_at',
] as const;

export type ItemRow = Pick<TrackedRow, (typeof ITEM_COLUMNS)[number]>;

/** The columns the stats read (decision 241): no progress, poster, overview or dates. */
export const STATS_COLUMNS = [
  'media_type',
  'title_id',
  'status',
  'title',
  'name',
  'vote_average',
  'first_air_date',
  'release_date',
  'genres',
  'extras',
] as const;

export type StatsRow = Pick<TrackedRow, (typeof STATS_COLUMNS)[number]>;

/** A tracked title as far as the stats describe it. */
export type StatsTitle = Pick<
  TrackedTitle,
  | 'id'
  | 'media_type'
  | 'status'
  | 'title'
  | 'name'
  | 'vote_average'
  | 'first_air_date'
  | 'release_date'
  | 'genres'
  | AnilistExtraName
>;

type Extras = Partial<Pick<TrackedFields, AnilistExtraName>>;

function parseJson<Value>(text: string | null): Value | null {
  return text === null ? null : (JSON.parse(text) as Value);
}

function extrasOf(fields: TrackedFields, written: FieldTimes): Extras {
  const extras: Record<string, unknown> = {};
  for (const name of ANILIST_EXTRA_NAMES) {
    // Only extras someone wrote appear: titles from the first catalogue source have none.
    if (written[name] !== undefined) extras[name] = fields[name];
  }
  return extras;
}

export function statsTitleOf(row: StatsRow): StatsTitle {
  return {
    id: row.title_id,
    media_type: row.media_type,
    status: row.status as ListStatus,
    title: row.title,
    name: row.name,
    vote_average: row.vote_average,
    first_air_date: row.first_air_date,
    release_date: row.release_date,
    genres: parseJson<Genre[]>(row.genres) ?? [],
    ...parseJson<Extras>(row.extras),
  };
}

export function itemOf(row: ItemRow): TrackedTitle {
  return {
    ...statsTitleOf(row),
    current_season: row.current_season,
    current_episode: row.current_episode,
    poster_path: row.poster_path,
    overview: row.overview,
    trackedAt: new Date(row.tracked_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export function stateOf(row: TrackedRow): TrackedState {
  const extras = parseJson<Extras>(row.extras) ?? {};
  const fields: TrackedFields = {
    status: row.status as ListStatus,
    current_season: row.current_season,
    current_episode: row.current_episode,
    title: row.title,
    name: row.name,
    poster_path: row.poster_path,
    overview: row.overview,
    vote_average: row.vote_average,
    first_air_date: row.first_air_date,
    release_date: row.release_date,
    genres: parseJson<Genre[]>(row.genres),
    source: extras.source ?? null,
    trailer: extras.trailer ?? null,
    episodes: extras.episodes ?? null,
    nextAiringEpisode: extras.nextAiringEpisode ?? null,
    format: extras.format ?? null,
    season: extras.season ?? null,
    seasonYear: extras.seasonYear ?? null,
    isAdult: extras.isAdult ?? null,
    countryOfOrigin: extras.countryOfOrigin ?? null,
    seriesDetails: extras.seriesDetails ?? null,
  };
  return {
    fields,
    fieldTimes: JSON.parse(row.field_times) as FieldTimes,
    trackedAt: row.tracked_at,
    updatedAt: row.updated_at,
  };
}

export function rowOf(
  userId: string,
  key: TrackedTitleKey,
  state: TrackedState,
): Insertable<TrackedTitlesTable> {
  const { fields } = state;
  const extras = extrasOf(fields, state.fieldTimes);
  return {
    user_id: userId,
    media_type: key.media_type,
    title_id: key.id,
    status: fields.status,
    current_season: fields.current_season,
    current_episode: fields.current_episode,
    title: fields.title,
    name: fields.name,
    poster_path: fields.poster_path,
    overview: fields.overview,
    vote_average: fields.vote_average,
    first_air_date: fields.first_air_date,
    release_date: fields.release_date,
    genres: fields.genres === null ? null : JSON.stringify(fields.genres),
    extras: Object.keys(extras).length === 0 ? null : JSON.stringify(extras),
    field_times: JSON.stringify(state.fieldTimes),
    tracked_at: state.trackedAt,
    updated_at: state.updatedAt,
  };
}
