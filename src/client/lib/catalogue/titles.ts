import { filterAdult } from '../../../shared/adult-filter';
import type { CatalogueListItem, MediaType } from '../../../shared/catalogue-types';
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
