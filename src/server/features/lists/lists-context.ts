import type { FastifyBaseLogger } from 'fastify';
import type { AuthServices } from '../auth/auth-services';
import type { SerializedAnswers } from '../catalogue/kept-answers';
import type { CatalogueProvider } from '../catalogue/provider';
import type { ListChangeBus } from './live/list-change-bus';
import type { LiveLists } from './live/live-lists';
import type { LocalListChanges } from './live/local-list-changes';
import type { TitleNamesReader } from './title-names-reader';
import type { ListChange, TrackedTitleStore } from './tracked-title-store';

/** What the lists routes share, built once per app by registerLists. */
export interface ListsContext {
  services: AuthServices;
  store: TrackedTitleStore;
  bus: ListChangeBus;
  /** This instance's own changes, for what must act on each once (the list-change webhook). */
  local: LocalListChanges;
  live: LiveLists;
  catalogue: CatalogueProvider;
  /** The catalogue answers the proxy keeps, which interactive writes read their details from. */
  catalogueAnswers: SerializedAnswers;
  /** The titles' names by kind, which every answer holding titles carries (decision 446). */
  names: TitleNamesReader;
}

/**
 * Tells every instance about a committed change, and this one's observers unless the writer
 * tells them apart (an import, once at its end). The write stands even when the feed fails:
 * open streams then miss this one event, and the next reconnect's version shows the gap.
 */
export async function announce(
  context: Pick<ListsContext, 'bus' | 'local'>,
  change: ListChange | null,
  log: FastifyBaseLogger,
  { observed = true }: { observed?: boolean } = {},
): Promise<void> {
  if (!change) return;
  if (observed) context.local.changed(change);
  try {
    await context.bus.publish(change);
  } catch (error) {
    log.error({ err: error, userId: change.userId }, 'could not announce a list change');
  }
}
