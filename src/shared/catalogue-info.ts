/** Which source answers the catalogue proxy. */
export type CatalogueProviderName = 'offline' | 'tmdb';

/** What the source can tell: the bundled CSV has no posters, air dates or seasons. */
export interface CatalogueCapabilities {
  posters: boolean;
  airDates: boolean;
  seasons: boolean;
}

/** A credit the product shows wherever catalogue data appears. */
export interface CatalogueAttribution {
  text: string;
  url: string;
}

/** GET /api/catalogue/info: which source answers and what it can tell, so screens explain gaps. */
export interface CatalogueInfo {
  provider: CatalogueProviderName;
  capabilities: CatalogueCapabilities;
  attributions: CatalogueAttribution[];
  /** Whether anime extras (next airing episode, trailer) can be asked of AniList. */
  anilist: boolean;
}

/** TMDB's terms require this notice wherever its data or images are shown. */
export const TMDB_ATTRIBUTION: CatalogueAttribution = {
  text: 'This product uses the TMDB API but is not endorsed or certified by TMDB.',
  url: 'https://www.themoviedb.org/',
};
