import { JAPAN_ORIGIN_COUNTRY, JAPANESE_LANGUAGE } from '../../../../shared/catalogue-constants';
import type { CatalogueListItem } from '../../../../shared/catalogue-types';
import type { TitleRow } from './catalogue-store';

export function parseJsonList<Item>(text: string | null): Item[] | undefined {
  return text === null ? undefined : (JSON.parse(text) as Item[]);
}

/** The romaji and English names a title has, each only where the catalogue knows it (decision 433). */
export function kindedNames(row: Pick<TitleRow, 'romaji_name' | 'english_name'>) {
  return {
    ...(row.romaji_name === null ? {} : { romaji_name: row.romaji_name }),
    ...(row.english_name === null ? {} : { english_name: row.english_name }),
  };
}

/** A title in TMDB's list shape; `withMediaType` for mixed lists (search/multi, related titles). */
export function listItem(row: TitleRow, withMediaType: boolean): CatalogueListItem {
  const common = {
    id: row.id,
    ...(withMediaType ? { media_type: row.media_type } : {}),
    // Absolute picture URLs; the client's poster helper passes them through (decision 036).
    poster_path: row.poster_url,
    backdrop_path: null,
    genre_ids: parseJsonList<number>(row.genre_ids) ?? [],
    // Every title in these datasets is Japanese animation: stated, not looked up (decision 031).
    original_language: JAPANESE_LANGUAGE,
    origin_country: [JAPAN_ORIGIN_COUNTRY],
    popularity: row.popularity,
    // No dataset carries synopses, and none are made up.
    overview: '',
    adult: row.adult === 1,
    vote_average: row.score ?? 0,
    vote_count: row.vote_count,
    format: row.format,
    episodes: row.episodes,
    ...kindedNames(row),
  };
  const date = row.started_from ?? '';
  const original = row.original_name ?? row.name;
  return row.media_type === 'tv'
    ? { ...common, name: row.name, original_name: original, first_air_date: date }
    : { ...common, title: row.name, original_title: original, release_date: date };
}
