import type { CatalogueProviderName } from '../../../shared/catalogue-info';
import type { MediaType } from '../../../shared/catalogue-types';

export interface SourceLink {
  label: string;
  url: string;
}

const SITE_NAMES: Record<string, string> = {
  'myanimelist.net': 'MyAnimeList',
  'anilist.co': 'AniList',
  'kitsu.app': 'Kitsu',
  'kitsu.io': 'Kitsu',
  'anidb.net': 'AniDB',
  'anime-planet.com': 'Anime-Planet',
  'livechart.me': 'LiveChart',
};

function siteName(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  return SITE_NAMES[host] ?? null;
}

/**
 * Where the title's data comes from: TMDB's page when TMDB answers, else the pages the offline
 * catalogue lists (MyAnimeList for the bundled data), only on sites we can name and over https.
 */
export function sourceLinks(
  provider: CatalogueProviderName | undefined,
  mediaType: MediaType,
  id: number,
  sources: readonly string[] | undefined,
): SourceLink[] {
  if (provider === 'tmdb') {
    return [{ label: 'TMDB', url: `https://www.themoviedb.org/${mediaType}/${id}` }];
  }
  const links: SourceLink[] = [];
  for (const source of sources ?? []) {
    const url = URL.canParse(source) ? new URL(source) : null;
    const name = url && url.protocol === 'https:' ? siteName(url) : null;
    if (url && name && !links.some((link) => link.label === name)) {
      links.push({ label: name, url: url.href });
    }
  }
  return links;
}
