import type { FastifyBaseLogger } from 'fastify';
import type { AuthServices } from '../auth/auth-services';
import type { CatalogueProvider } from '../catalogue/provider';
import type { ListChangeBus } from './live/list-change-bus';
import type { LiveLists } from './live/live-lists';
import type { ListChange, TrackedTitleStore } from './tracked-title-store';

/** What the lists routes share, built once per app by registerLists. */
export interface ListsContext {
  services: AuthServices;
  store: TrackedTitleStore;
  bus: ListChangeBus;
  live: LiveLists;
  catalogue: CatalogueProvider;
}

/**
 * Tells every instance about a committed change. The write stands even when the feed fails:
 * open streams then miss this one event, and the next reconnect's version shows the gap.
 */
export async function announce(
  bus: ListChangeBus,
  change: ListChange | null,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!change) return;
  try {
    await bus.publish(change);
  } catch (error) {
    log.error({ err: error, userId: change.userId }, 'could not announce a list change');
  }
}
