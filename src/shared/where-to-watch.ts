import { compareNames } from './locale-format';

/** A streaming service that carries a title, as the detail page links to it. */
export interface WatchLink {
  /** The service's key in bangumi-data's siteMeta, e.g. 'crunchyroll'. */
  site: string;
  name: string;
  url: string;
  /** Countries it serves (ISO 3166 codes); null where it is not limited to some. */
  regions: string[] | null;
}

/** Services an English-speaking viewer can use, in the order people look for them. */
const ENGLISH_FIRST = ['crunchyroll', 'netflix', 'prime', 'disneyplus', 'hidive', 'youtube'];

function rank(link: WatchLink): number {
  const known = ENGLISH_FIRST.indexOf(link.site);
  if (known >= 0) return known;
  return link.regions === null ? ENGLISH_FIRST.length : ENGLISH_FIRST.length + 1;
}

/**
 * The order the detail page lists services in: the ones above, then any other not limited to
 * some countries, then the rest, each by name. The server sends them in this order, so the page
 * never sorts names: many are Japanese, and an English collator costs a phone tens of ms to make.
 */
export function orderWatchLinks(links: readonly WatchLink[]): WatchLink[] {
  return [...links].sort((a, b) => rank(a) - rank(b) || compareNames(a.name, b.name));
}

/** Ordered services split into those shown at once and the rest, shown on request. */
export function splitWatchLinks(ordered: readonly WatchLink[]): {
  first: WatchLink[];
  more: WatchLink[];
} {
  const limit = ENGLISH_FIRST.length;
  return {
    first: ordered.filter((link) => rank(link) <= limit),
    more: ordered.filter((link) => rank(link) > limit),
  };
}

/** Fills a siteMeta URL template; null unless the result is an https address. */
export function watchUrl(template: string, id: string, url?: string): string | null {
  const address = url ?? template.replaceAll('{{id}}', encodeURIComponent(id));
  try {
    return new URL(address).protocol === 'https:' ? address : null;
  } catch {
    return null;
  }
}
