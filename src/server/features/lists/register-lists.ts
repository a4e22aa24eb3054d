import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/connect';
import type { AccountDataRegistry } from '../auth/account-data';
import type { AuthServices } from '../auth/auth-services';
import { calendarRoutes } from '../calendar/calendar-routes';
import type { SerializedAnswers } from '../catalogue/kept-answers';
import type { CatalogueProvider } from '../catalogue/provider';
import { registerScrobbling } from '../scrobble/register-scrobble';
import { exportRoutes } from './export/export-routes';
import { importRoutes } from './import/import-routes';
import { entryRoutes } from './entries/entry-routes';
import { listRoutes } from './list-routes';
import type { ListsContext } from './lists-context';
import { eventRoutes } from './live/event-routes';
import { InProcessListChangeBus, type ListChangeBus } from './live/list-change-bus';
import { LiveLists } from './live/live-lists';
import { LocalListChanges } from './live/local-list-changes';
import { TitleNamesReader } from './title-names-reader';
import { PostgresListChangeBus, changeChannelFor } from './live/postgres-list-change-bus';
import { trackedTitleCounter, trackedTitlesDeletionStep } from './tracked-title-accounting';
import { TrackedTitleStore } from './tracked-title-store';

export interface ListsInput {
  database: AppDatabase;
  services: AuthServices;
  registry: AccountDataRegistry;
  catalogue: CatalogueProvider;
  /** The catalogue answers the proxy keeps (kept-answers.ts). */
  catalogueAnswers: SerializedAnswers;
  /** The offline catalogue file; imports match by its ids in either catalogue mode. */
  catalogueFile: string;
  /** The import worker's script, where it is not the built server's sibling file (tests). */
  importWorkerFile?: () => Promise<string>;
  /** AUTH_SECRET: scrobbling seals its webhook tokens with the instance secret. */
  authSecret: string | undefined;
}

/** Several instances share one PostgreSQL; on SQLite the one process is the whole deployment. */
async function openChangeBus(app: FastifyInstance, database: AppDatabase): Promise<ListChangeBus> {
  if (database.dialect === 'sqlite' || !database.dedicatedClient) {
    return new InProcessListChangeBus();
  }
  return PostgresListChangeBus.start({
    db: database.db,
    newClient: database.dedicatedClient,
    channel: changeChannelFor(database.schema),
    log: app.log,
  });
}

/**
 * What other features hear of the lists: every instance's changes, and this one's own; and the
 * titles' names by kind, which they name tracked titles by.
 */
export interface ListsFeed {
  bus: ListChangeBus;
  local: LocalListChanges;
  names: TitleNamesReader;
}

/**
 * The lists feature: tracked titles with their live stream, import, export and the iCal feed,
 * plus its part in account deletion and the admin counts.
 */
export async function registerLists(app: FastifyInstance, input: ListsInput): Promise<ListsFeed> {
  const { database, services, registry } = input;
  const store = new TrackedTitleStore(database, () => services.clock.now());
  const bus = await openChangeBus(app, database);
  const names = new TitleNamesReader(input.catalogue);
  const live = new LiveLists(bus, store, names, app.log);
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', (done) => {
    live.closeAll();
    done();
  });
  app.addHook('onClose', () => bus.close());

  registry.addDeletionStep(trackedTitlesDeletionStep);
  registry.setTrackedTitleCounter(trackedTitleCounter);

  const local = new LocalListChanges(app.log);
  const context: ListsContext = {
    services,
    store,
    bus,
    local,
    live,
    catalogue: input.catalogue,
    catalogueAnswers: input.catalogueAnswers,
    names,
  };
  listRoutes(app, context);
  entryRoutes(app, context);
  eventRoutes(app, context);
  exportRoutes(app, context, input.catalogueFile);
  await importRoutes(app, context, {
    catalogueFile: input.catalogueFile,
    workerFile: input.importWorkerFile,
  });
  calendarRoutes(app, { context, registry, authSecret: input.authSecret });
  registerScrobbling(app, {
    context,
    registry,
    authSecret: input.authSecret,
    catalogueFile: input.catalogueFile,
  });
  return { bus, local, names };
}
