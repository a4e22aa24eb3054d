import type { CatalogueAttribution } from '../../../shared/catalogue-info';
import type { KeptTitle } from './kept-title';

/**
 * The offline catalogue's ids below this are MyAnimeList ids; other sites' ids and hashes are
 * placed above it (decision 034, offline-database-ids.ts).
 */
const FIRST_NON_MAL_ID = 1_100_000_000;

export function malIdOfOfflineId(id: number): number | null {
  return Number.isInteger(id) && id > 0 && id < FIRST_NON_MAL_ID ? id : null;
}

/** Kitsu's own page for the title: its synopses and pictures are credited with a link there. */
export function kitsuCredit(title: Pick<KeptTitle, 'kitsuId'>): { name: string; url: string } {
  return {
    name: 'Kitsu',
    url: title.kitsuId ? `https://kitsu.app/anime/${title.kitsuId}` : 'https://kitsu.app/',
  };
}

/** Shown with the catalogue's credits while enrichment is on. */
export const KITSU_ATTRIBUTION: CatalogueAttribution = {
  text: 'Synopses, covers and episode titles from Kitsu.',
  url: 'https://kitsu.app/',
};
