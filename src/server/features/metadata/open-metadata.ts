import type { FastifyBaseLogger, FastifyInstance, onRequestHookHandler } from 'fastify';
import type { CatalogueAttribution } from '../../../shared/catalogue-info';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/connect';
import type { CatalogueProvider } from '../catalogue/provider';
import { enrichmentRoute } from './enrichment-route';
import { EnrichmentService } from './enrichment-service';
import { createKitsuClient, KITSU_LIMITS, type KitsuLimits } from './kitsu-client';
import { KITSU_ATTRIBUTION, malIdOfOfflineId } from './kitsu-credit';
import { MetadataStore } from './metadata-store';
import { RequestPacer, type PacerOptions } from './request-pacer';
import { KitsuSeasonalPopularity, POPULARITY_REFRESH_MS } from './seasonal-popularity-source';
import { withEnrichment } from './with-enrichment';

/** Decision 291: about one request a second, far below what Kitsu tolerates, with a small burst. */
export const KITSU_PACE: PacerOptions = { perSecond: 1, burst: 3, maxWaiting: 100 };
/** Listed titles enriched in the background at each daily pass, most recently changed first. */
const MAX_LISTED_TITLES = 500;

export interface MetadataOptions {
  pace?: PacerOptions;
  limits?: KitsuLimits;
  now?: () => number;
}

export interface OpenedMetadata {
  /** Null when METADATA_URL is empty: nothing is fetched and nothing is added. */
  service: EnrichmentService | null;
  popularity: KitsuSeasonalPopularity;
  /** The catalogue with what Kitsu adds, for every consumer. */
  decorate(provider: CatalogueProvider): CatalogueProvider;
  /** Kitsu's credit while enrichment is on. */
  attributions(): CatalogueAttribution[];
  /** GET /api/catalogue/enrichment/…, counted by the catalogue's anonymous limit. */
  routes(app: FastifyInstance, catalogue: CatalogueProvider, limit?: onRequestHookHandler): void;
  /** Loads the kept popularity, then refreshes it and enriches listed titles, now and daily. */
  start(): void;
  close(): void;
}

/** The Kitsu enrichment (decisions 290–294), off when METADATA_URL is empty. */
export function openMetadata(
  config: Config,
  database: AppDatabase,
  logger: FastifyBaseLogger,
  options: MetadataOptions = {},
): OpenedMetadata {
  const store = new MetadataStore(database);
  const url = config.metadata.url;
  const client = url
    ? createKitsuClient(
        url,
        new RequestPacer({ ...(options.pace ?? KITSU_PACE), now: options.now }),
        options.limits ?? KITSU_LIMITS,
      )
    : null;
  const service = client
    ? new EnrichmentService({ store, client, logger, now: options.now })
    : null;
  const popularity = new KitsuSeasonalPopularity(store, client, logger, options.now);
  let timer: NodeJS.Timeout | null = null;

  async function dailyPass(): Promise<void> {
    await popularity.refresh();
    const listed = await store.listedTitleIds(MAX_LISTED_TITLES);
    await service?.wantLater(listed.flatMap((id) => malIdOfOfflineId(id) ?? []));
  }

  const logFailure = (error: unknown) =>
    logger.warn({ err: error }, 'Kitsu daily pass failed; tried again tomorrow');

  return {
    service,
    popularity,
    decorate: (provider) => (service ? withEnrichment(provider, service) : provider),
    attributions: () => (service ? [KITSU_ATTRIBUTION] : []),
    routes: (app, catalogue, limit) => enrichmentRoute(app, catalogue, service, limit),
    start() {
      void popularity
        .load()
        .then(() => (client ? dailyPass() : undefined))
        .catch(logFailure);
      if (!client) return;
      timer = setInterval(() => void dailyPass().catch(logFailure), POPULARITY_REFRESH_MS);
      timer.unref();
    },
    close() {
      if (timer) clearInterval(timer);
      service?.close();
    },
  };
}
