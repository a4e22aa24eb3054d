import type { FastifyBaseLogger } from 'fastify';
import type { MovieDetails, TvDetails } from '../../../shared/catalogue-types';
import { DEFAULT_SCROBBLE_MAPPING } from '../../../shared/scrobble-api';
import {
  displayTitleOf,
  type TrackedTitle,
  type TrackedTitleKey,
} from '../../../shared/tracked-title';
import { CatalogueIds } from '../catalogue/catalogue-ids';
import { compactForSearch } from '../catalogue/offline/search-text';
import { fieldsOfDetails } from '../lists/import/catalogue-fields';
import { announce, type ListsContext } from '../lists/lists-context';
import { mapEpisode } from './episode-mapping';
import { nextProgress } from './next-progress';
import type { ScrobbleChoiceStore } from './scrobble-choices';
import type { ScrobbleEvent } from './scrobble-event';
import type { LoggedEvent, ScrobbleLogStore } from './scrobble-log-store';
import type { ScrobbleReceipts } from './scrobble-receipts';
import { matchTitle } from './title-matcher';

export interface ScrobbleStores {
  log: ScrobbleLogStore;
  choices: ScrobbleChoiceStore;
  receipts: ScrobbleReceipts;
}

/**
 * Where a title chosen for this event is remembered: the server's id of the series (or film),
 * and its exact name in the search form, so another server's copy matches too.
 */
export function choiceKeysOf(event: ScrobbleEvent): string[] {
  const keys = event.seriesId ? [`${event.server}:${event.kind}:${event.seriesId}`] : [];
  for (const name of event.names) {
    const compact = compactForSearch(name);
    if (compact !== '') keys.push(`name:${event.kind}:${compact}`.slice(0, 300));
  }
  return [...new Set(keys)];
}

function openIds(file: string, log: FastifyBaseLogger): CatalogueIds | null {
  try {
    return CatalogueIds.open(file);
  } catch (error) {
    log.warn({ err: error }, 'scrobbling could not open the catalogue file');
    return null;
  }
}

type Details = TvDetails | MovieDetails;

/**
 * Applies one media-server event to its user's list through the lists' own write path (so live
 * streams, versions and ETags follow), and says what it did for the scrobble log. Nothing is
 * accepted silently: every outcome carries its reason.
 */
export class ScrobbleProcessor {
  constructor(
    private readonly context: ListsContext,
    private readonly stores: ScrobbleStores,
    private readonly catalogueFile: string,
  ) {}

  async process(
    userId: string,
    event: ScrobbleEvent,
    log: FastifyBaseLogger,
  ): Promise<LoggedEvent> {
    const logged = await this.outcomeOf(userId, event, log);
    await this.stores.log.append(userId, logged);
    return logged;
  }

  private async outcomeOf(
    userId: string,
    event: ScrobbleEvent,
    log: FastifyBaseLogger,
  ): Promise<LoggedEvent> {
    const base = {
      server: event.server,
      event: event.event,
      seriesName: event.names[0] ?? null,
      season: event.kind === 'episode' ? event.season : null,
      episode: event.kind === 'episode' ? (event.episodeEnd ?? event.episode) : null,
      title: null,
    };
    if (event.ignoredBecause !== null) {
      return { ...base, outcome: 'ignored', reason: event.ignoredBecause, choiceKeys: [] };
    }
    const receipt = event.itemId ? `${event.server}:${event.kind}:${event.itemId}` : null;
    if (receipt && !(await this.stores.receipts.firstTime(userId, receipt))) {
      return {
        ...base,
        outcome: 'unchanged',
        reason: 'Already counted: the server sent this event again.',
        choiceKeys: [],
      };
    }
    const choiceKeys = choiceKeysOf(event);
    const outcome = await this.applied(userId, event, choiceKeys, log);
    if (receipt && outcome.outcome !== 'moved' && outcome.outcome !== 'unchanged') {
      // Not counted: the same event, sent again once the user fixed it, must still apply.
      await this.stores.receipts.forget(userId, receipt);
    }
    return { ...base, ...outcome, choiceKeys };
  }

  private async applied(
    userId: string,
    event: ScrobbleEvent,
    choiceKeys: string[],
    log: FastifyBaseLogger,
  ): Promise<Pick<LoggedEvent, 'outcome' | 'reason' | 'title'>> {
    const { store, catalogue } = this.context;
    const chosen = await this.stores.choices.chosen(userId, choiceKeys);
    const ids = chosen ? null : openIds(this.catalogueFile, log);
    let match;
    try {
      match = await matchTitle(event, chosen, {
        provider: catalogue,
        ids,
        tracked: async (keys) => (await store.itemsByKeys(userId, keys)).map(keyOf),
      });
    } finally {
      ids?.close();
    }
    if (match.kind === 'unmatched') {
      return { outcome: 'unmatched', reason: match.reason, title: null };
    }
    const { key } = match;
    const answer = await catalogue.get(
      { kind: 'details', mediaType: key.media_type, id: key.id },
      {},
    );
    if (answer.status !== 200) {
      return {
        outcome: 'failed',
        reason:
          answer.status === 404
            ? 'The chosen title is no longer in the catalogue.'
            : 'The catalogue could not be reached; this event was not applied.',
        title: { ...key, name: null },
      };
    }
    const details = answer.body as Details;
    const fields = fieldsOfDetails(key.media_type, details);
    const name = displayTitleOf({ title: fields.title ?? null, name: fields.name ?? null });
    const title = { ...key, name: name || null };
    let watched: { season: number; episode: number } | 'film' = 'film';
    if (event.kind === 'episode' && key.media_type === 'tv') {
      // TMDB's own numbers are already the catalogue's: a user's mapping corrects a server's.
      const mapped = match.episode
        ? mapEpisode(match.episode, null, details as TvDetails, DEFAULT_SCROBBLE_MAPPING)
        : mapEpisode(
            event,
            match.season,
            details as TvDetails,
            await this.stores.choices.mappingOf(userId, key),
          );
      if (mapped.kind === 'refused') return { outcome: 'failed', reason: mapped.reason, title };
      watched = mapped.progress;
    }
    const [existing] = await store.itemsByKeys(userId, [key]);
    const step = nextProgress(existing ?? null, watched, details);
    if (step.kind === 'unchanged') return { outcome: 'unchanged', reason: step.said, title };
    const patch = existing ? step.patch : { ...fields, ...step.patch };
    const writeTime = this.context.services.clock.now();
    const { change } = await store.write(userId, [{ key, patch, writeTime }]);
    await announce(this.context, change, log);
    return { outcome: 'moved', reason: step.said, title };
  }
}

function keyOf(item: TrackedTitle): TrackedTitleKey {
  return { media_type: item.media_type, id: item.id };
}
