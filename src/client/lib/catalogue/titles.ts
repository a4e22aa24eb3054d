import { filterAdult } from '../../../shared/adult-filter';
import type { CatalogueListItem, MediaType, TvDetails } from '../../../shared/catalogue-types';
import { normaliseItem, type CatalogueItem } from '../../../shared/normalise';

/** A catalogue list item with the spec's fallbacks applied: what every card shows. */
export type Title = CatalogueItem<CatalogueListItem>;

export function titleKey(title: Pick<Title, 'media_type' | 'id'>): string {
  return `${title.media_type}:${title.id}`;
}

export function titlePath(title: Pick<Title, 'media_type' | 'id'>): string {
  return `/anime/${title.media_type}/${title.id}`;
}

/**
 * The titles a list screen shows: normalised, adult titles removed unless allowed, and each
 * title once (pages and the home screen's extra page can repeat one).
 */
export function visibleTitles(
  items: readonly CatalogueListItem[],
  fallbackType: MediaType,
  allowAdult: boolean,
): Title[] {
  const seen = new Set<string>();
  const titles: Title[] = [];
  for (const item of filterAdult(items, allowAdult)) {
    if (item.media_type === 'person') continue;
    const title = normaliseItem(item, fallbackType);
    const key = titleKey(title);
    if (seen.has(key)) continue;
    seen.add(key);
    titles.push(title);
  }
  return titles;
}

/** A show's details as a card's title, so a card built from details offers the usual actions. */
export function titleFromShow(show: CatalogueItem<TvDetails>): Title {
  return {
    id: show.id,
    media_type: 'tv',
    title: show.title,
    name: show.name,
    release_date: show.release_date,
    first_air_date: show.first_air_date ?? undefined,
    poster_path: show.poster_path,
    genre_ids: show.genres.map((genre) => genre.id),
    original_language: show.original_language,
    popularity: show.popularity,
    overview: show.overview,
    adult: show.adult,
    vote_average: show.vote_average ?? 0,
    vote_count: show.vote_count,
    ...(show.format ? { format: show.format } : {}),
  };
}
