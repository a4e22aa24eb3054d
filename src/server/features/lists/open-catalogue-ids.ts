import type { FastifyBaseLogger } from 'fastify';
import { CatalogueIds } from '../catalogue/catalogue-ids';

/**
 * The catalogue file as an id map, opened for one import or export so that it reads the file as
 * it is now (the updater replaces it while the server runs). With TMDB the file may be missing:
 * the caller then does without it.
 */
export function openCatalogueIds(file: string, log: FastifyBaseLogger): CatalogueIds | null {
  try {
    return CatalogueIds.open(file);
  } catch (error) {
    log.warn({ err: error }, 'no catalogue ids to read; going on without them');
    return null;
  }
}
