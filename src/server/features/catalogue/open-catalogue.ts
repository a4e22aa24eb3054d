import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { AdminCatalogue } from '../../../shared/admin-catalogue';
import { TMDB_ATTRIBUTION, type CatalogueAttribution } from '../../../shared/catalogue-info';
import type { Config } from '../../config';
import { BUNDLED_CATALOGUE_SOURCE } from './offline/build/build-catalogue';
import { OfflineCatalogueProvider } from './offline/offline-provider';
import type { CatalogueProvider } from './provider';
import { createTmdbProvider } from './tmdb/tmdb-provider';
import {
  CatalogueUpdater,
  DEFAULT_UPDATE_LIMITS,
  type UpdateLimits,
} from './updates/catalogue-updater';
import { SwappableCatalogue } from './updates/swappable-catalogue';

export interface OpenedCatalogue {
  provider: CatalogueProvider;
  /** The credits to show; they follow the catalogue when an update replaces it. */
  attributions: () => CatalogueAttribution[];
  /** For the admin page: what answers, how current it is, how it keeps current. */
  status: () => AdminCatalogue;
  /** Starts the daily updates; called once the server listens, so they never delay it. */
  startUpdates: () => void;
  close: () => Promise<void>;
}

export interface CatalogueUpdateOptions {
  /** The update worker's script; by default the built server's sibling file. */
  workerFile?: string;
  limits?: Partial<UpdateLimits>;
  /** Hands the updater to tests, which run it by hand. */
  onUpdater?: (updater: CatalogueUpdater) => void;
}

/**
 * In the built server this module is part of dist/server/main.js, so this names
 * dist/server/catalogue-update-worker.js (scripts/build-server.mjs builds both).
 */
const BUILT_WORKER_FILE = fileURLToPath(new URL('./catalogue-update-worker.js', import.meta.url));

function openTmdb(config: Config, logger: FastifyBaseLogger): OpenedCatalogue {
  return {
    provider: createTmdbProvider({ ...config.catalogue.tmdb, logger }),
    attributions: () => [TMDB_ATTRIBUTION],
    status: () => ({
      provider: 'tmdb',
      catalogue: null,
      updates: {
        url: null,
        offReason: 'TMDB answers the catalogue',
        running: false,
        lastAttempt: null,
        nextAttemptAt: null,
      },
    }),
    startUpdates: () => undefined,
    close: () => Promise.resolve(),
  };
}

function updatesOffBecause(config: Config, catalogue: SwappableCatalogue): string | null {
  if (config.catalogue.updateUrl === null) return 'CATALOGUE_UPDATE_URL is empty';
  if (!catalogue.meta.bundled) {
    return (
      `the catalogue was built from ${catalogue.meta.sourceFile} by the operator; ` +
      'updates rebuild the bundled catalogue only'
    );
  }
  return null;
}

/** TMDB when the operator gave a key or token; otherwise the offline catalogue file, kept current. */
export function openCatalogue(
  config: Config,
  logger: FastifyBaseLogger,
  updates: CatalogueUpdateOptions = {},
): OpenedCatalogue {
  const { tmdb, updateUrl, file, schedulesFile } = config.catalogue;
  if (tmdb.apiKey || tmdb.readToken) return openTmdb(config, logger);
  const catalogue = new SwappableCatalogue(OfflineCatalogueProvider.open(file));
  const offReason = updatesOffBecause(config, catalogue);
  const updater =
    offReason === null && updateUrl !== null
      ? new CatalogueUpdater({
          catalogue,
          url: updateUrl,
          paths: {
            catalogueFile: file,
            schedulesFile,
            // Relative to the project root, where the server runs (as CLIENT_DIR's default is).
            bundledInput: path.resolve(BUNDLED_CATALOGUE_SOURCE),
          },
          workerFile: updates.workerFile ?? BUILT_WORKER_FILE,
          limits: { ...DEFAULT_UPDATE_LIMITS, ...updates.limits },
          logger,
        })
      : null;
  if (updater) updates.onUpdater?.(updater);
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
          newestTitleDate: meta.newestTitleDate,
          builtAt: meta.builtAt,
          titles: meta.rowCount,
        },
        updates: {
          url: updater ? updateUrl : null,
          offReason,
          ...(updater?.status() ?? { running: false, lastAttempt: null, nextAttemptAt: null }),
        },
      };
    },
    startUpdates: () => updater?.start(),
    close: async () => {
      await updater?.stop();
      catalogue.close();
    },
  };
}
