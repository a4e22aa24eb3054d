import type { FastifyBaseLogger } from 'fastify';
import { TMDB_ATTRIBUTION, type CatalogueAttribution } from '../../../shared/catalogue-info';
import type { Config } from '../../config';
import { OfflineCatalogueProvider } from './offline/offline-provider';
import type { CatalogueProvider } from './provider';
import { createTmdbProvider } from './tmdb/tmdb-provider';

export interface OpenedCatalogue {
  provider: CatalogueProvider;
  attributions: CatalogueAttribution[];
  close(): void;
}

/** TMDB when the operator gave a key or token; otherwise the offline catalogue file. */
export function openCatalogue(config: Config, logger: FastifyBaseLogger): OpenedCatalogue {
  const { tmdb } = config.catalogue;
  if (tmdb.apiKey || tmdb.readToken) {
    return {
      provider: createTmdbProvider({ ...tmdb, logger }),
      attributions: [TMDB_ATTRIBUTION],
      close: () => undefined,
    };
  }
  const offline = OfflineCatalogueProvider.open(config.catalogue.file);
  return { provider: offline, attributions: offline.attributions, close: () => offline.close() };
}
