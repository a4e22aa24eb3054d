import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { AdminCatalogue } from '../../../shared/admin-catalogue';
import { TMDB_ATTRIBUTION, type CatalogueAttribution } from '../../../shared/catalogue-info';
import type { Config } from '../../config';
import { BUNDLED_CATALOGUE_SOURCE } from './offline/build/build-catalogue';
import { CatalogueStore } from './offline/catalogue-store';
import type { CatalogueProvider } from './provider';
import { NO_SEASONAL_POPULARITY, type SeasonalPopularity } from './seasonal-popularity';
import { createTmdbProvider } from './tmdb/tmdb-provider';
import type { FeedName } from './updates/update-task';
import {
  CatalogueUpdater,
  DEFAULT_OFFLINE_DATABASE_LIMITS,
  DEFAULT_UPDATE_LIMITS,
  type UpdateFeed,
  type UpdateLimits,
} from './updates/catalogue-updater';
import { SwappableCatalogue } from './updates/swappable-catalogue';
import { CatalogueQueryPool } from './query-pool/query-pool';

export interface OpenedCatalogue {
  provider: CatalogueProvider;
  /** The credits to show; they follow the catalogue when an update replaces it. */
  attributions: () => CatalogueAttribution[];
  /** For the admin page: what answers, how current it is, how it keeps current. */
  status: () => AdminCatalogue;
  /**
   * Starts the query threads now: the server does so while it builds the app, so that a thread's
   * own start runs beside the server's instead of after it (decision 455).
   */
  warm: () => void;
  /**
   * Starts the query threads and the daily updates; called once the server listens, so they never
   * delay it (tests that never listen start a thread with their first query).
   */
  start: () => void;
  close: () => Promise<void>;
}

export interface CatalogueUpdateOptions {
  /** The update worker's script; by default the built server's sibling file. */
  workerFile?: string;
  /** Tests' limits, for every file the updater downloads. */
  limits?: Partial<UpdateLimits>;
  /** Hands the updater to tests, which run it by hand. */
  onUpdater?: (updater: CatalogueUpdater) => void;
}

/**
 * In the built server this module is part of dist/server/main.js, so this names
 * dist/server/catalogue-update-worker.js (scripts/build-server.mjs builds both).
 */
const BUILT_WORKER_FILE = fileURLToPath(new URL('./catalogue-update-worker.js', import.meta.url));
/** Likewise dist/server/catalogue-query-worker.js. */
const BUILT_QUERY_WORKER_FILE = fileURLToPath(
  new URL('./catalogue-query-worker.js', import.meta.url),
);

const updatesOff = (offReason: string) => ({
  url: null,
  offReason,
  running: false,
  lastAttempt: null,
  nextAttemptAt: null,
});

function openTmdb(config: Config, logger: FastifyBaseLogger): OpenedCatalogue {
  const off = updatesOff('TMDB answers the catalogue');
  return {
    provider: createTmdbProvider({ ...config.catalogue.tmdb, logger }),
    attributions: () => [TMDB_ATTRIBUTION],
    status: () => ({ provider: 'tmdb', catalogue: null, updates: off, offlineDatabase: off }),
    warm: () => undefined,
    start: () => undefined,
    close: () => Promise.resolve(),
  };
}

function updatesOffBecause(
  url: string | null,
  setting: string,
  catalogue: SwappableCatalogue,
): string | null {
  if (url === null) return `${setting} is empty`;
  if (!catalogue.meta.bundled) {
    return (
      `the catalogue was built from ${catalogue.meta.sourceFile} by the operator; ` +
      'updates rebuild the bundled catalogue only'
    );
  }
  return null;
}

/**
 * TMDB when the operator gave a key or token; otherwise the offline catalogue file, kept current
 * and queried in worker threads from `queryWorkerFile` (the built one unless tests bundled theirs).
 */
export function openCatalogue(
  config: Config,
  logger: FastifyBaseLogger,
  updates: CatalogueUpdateOptions = {},
  seasonalPopularity: SeasonalPopularity = NO_SEASONAL_POPULARITY,
  queryWorkerFile: () => Promise<string> = () => Promise.resolve(BUILT_QUERY_WORKER_FILE),
): OpenedCatalogue {
  const { tmdb, updateUrl, offlineDatabaseUrl, file, schedulesFile, offlineDatabaseFile } =
    config.catalogue;
  if (tmdb.apiKey || tmdb.readToken) return openTmdb(config, logger);
  const queries = new CatalogueQueryPool({
    file,
    workerFile: queryWorkerFile,
    followers: () => seasonalPopularity.userCounts(),
    logger,
  });
  const catalogue = new SwappableCatalogue(CatalogueStore.open(file), queries);
  const offReason = updatesOffBecause(updateUrl, 'CATALOGUE_UPDATE_URL', catalogue);
  const offlineDatabaseOffReason = updatesOffBecause(
    offlineDatabaseUrl,
    'ANIME_OFFLINE_DATABASE_URL',
    catalogue,
  );
  const feeds: UpdateFeed[] = [
    ...(offReason === null && updateUrl !== null
      ? [
          {
            name: 'bangumi-data' as const,
            url: updateUrl,
            keptFile: schedulesFile,
            limits: { ...DEFAULT_UPDATE_LIMITS, ...updates.limits },
          },
        ]
      : []),
    ...(offlineDatabaseOffReason === null && offlineDatabaseUrl !== null
      ? [
          {
            name: 'anime-offline-database' as const,
            url: offlineDatabaseUrl,
            keptFile: offlineDatabaseFile,
            limits: { ...DEFAULT_OFFLINE_DATABASE_LIMITS, ...updates.limits },
          },
        ]
      : []),
  ];
  const updater =
    feeds.length > 0
      ? new CatalogueUpdater({
          catalogue,
          feeds,
          paths: {
            catalogueFile: file,
            schedulesFile,
            offlineDatabaseFile: offlineDatabaseOffReason === null ? offlineDatabaseFile : null,
            // Relative to the project root, where the server runs (as CLIENT_DIR's default is).
            bundledInput: path.resolve(BUNDLED_CATALOGUE_SOURCE),
          },
          workerFile: updates.workerFile ?? BUILT_WORKER_FILE,
          logger,
        })
      : null;
  if (updater) updates.onUpdater?.(updater);
  const feedStatus = (name: FeedName, reason: string | null) => {
    const status = updater?.status(name);
    return status ? { ...status, offReason: null } : updatesOff(reason ?? 'not kept current');
  };
  return {
    provider: catalogue,
    attributions: () => catalogue.attributions,
    status: () => {
      const meta = catalogue.meta;
      return {
        provider: 'offline',
        catalogue: {
          sourceName: meta.sourceName,
          scheduleSource: meta.scheduleSource,
          offlineDatabaseSource: meta.offlineDatabaseSource,
          newestTitleDate: meta.newestTitleDate,
          builtAt: meta.builtAt,
          titles: meta.rowCount,
        },
        updates: feedStatus('bangumi-data', offReason),
        offlineDatabase: feedStatus('anime-offline-database', offlineDatabaseOffReason),
      };
    },
    warm: () => queries.warm(),
    start: () => {
      queries.warm();
      updater?.start();
    },
    close: async () => {
      await updater?.stop();
      await catalogue.close();
    },
  };
}
