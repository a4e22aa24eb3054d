import type { MediaType } from './catalogue-types';

/** Where the enrichment route answers, e.g. /api/catalogue/enrichment/tv/52991. */
export const enrichmentPath = (mediaType: MediaType, id: number) =>
  `/api/catalogue/enrichment/${mediaType}/${id}`;

/**
 * GET /api/catalogue/enrichment/{mediaType}/{id}: what a metadata source (Kitsu) adds to a
 * title, for the title page to fill in after it renders (decision 293).
 * `pending`: being fetched, ask again shortly; `unavailable`: nothing to add.
 */
export interface TitleEnrichment {
  state: 'ready' | 'pending' | 'unavailable';
  synopsis: string | null;
  /** An absolute picture URL, like the offline catalogue's posters. */
  posterUrl: string | null;
  episodeCount: number | null;
  /** Whom to credit for the synopsis and picture, with a link to the title there. */
  source: { name: string; url: string } | null;
}

export const NO_ENRICHMENT: TitleEnrichment = {
  state: 'unavailable',
  synopsis: null,
  posterUrl: null,
  episodeCount: null,
  source: null,
};
