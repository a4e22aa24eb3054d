import { z } from 'zod';
import type { TrackedTitleKey } from '../../../shared/tracked-title';
import type { CatalogueProvider, FindEndpoint } from '../catalogue/provider';
import type { EpisodeOnServer } from './episode-mapping';
import type { ScrobbleEvent } from './scrobble-event';

const MAX_RESULTS = 50;
const tmdbId = z.number().int().positive().max(2_147_483_647);
const resultsOf = <T extends z.ZodTypeAny>(entry: T) => z.array(entry).max(MAX_RESULTS).default([]);

/**
 * The parts of TMDB's find answer the matching reads (its other lists, people and seasons, are
 * dropped); an answer beyond these bounds is not trusted at all.
 */
const findAnswerSchema = z.object({
  movie_results: resultsOf(z.object({ id: tmdbId })),
  tv_episode_results: resultsOf(
    z.object({
      show_id: tmdbId,
      season_number: z.number().int().min(0).max(9999),
      episode_number: z.number().int().min(0).max(99_999),
    }),
  ),
});

type FindAnswer = z.infer<typeof findAnswerSchema>;

export type ExternalIdMatch =
  | {
      kind: 'found';
      key: TrackedTitleKey;
      /** TMDB's own season and episode of a watched episode; null for a film. */
      episode: EpisodeOnServer | null;
    }
  | {
      kind: 'not-found';
      /** What each look-up said, for the log where the name does not match either. */
      said: string[];
    };

function lookupsOf(event: ScrobbleEvent): { endpoint: FindEndpoint; label: string }[] {
  const { tvdb, imdb } = event.ids;
  const lookups: { endpoint: FindEndpoint; label: string }[] = [];
  if (tvdb !== null) {
    const endpoint = { kind: 'find', source: 'tvdb_id', externalId: String(tvdb) } as const;
    lookups.push({ endpoint, label: `TVDB id ${tvdb}` });
  }
  if (imdb !== null) {
    const endpoint = { kind: 'find', source: 'imdb_id', externalId: imdb } as const;
    lookups.push({ endpoint, label: `IMDb id ${imdb}` });
  }
  return lookups;
}

/** The one film the id names; several would be a guess. */
function filmOf(answer: FindAnswer): ExternalIdMatch | null {
  const ids = new Set(answer.movie_results.map((film) => film.id));
  const [id] = ids;
  return ids.size === 1 && id !== undefined
    ? { kind: 'found', key: { media_type: 'movie', id }, episode: null }
    : null;
}

/**
 * The show an episode's id belongs to, with TMDB's numbers of it; a file of several episodes
 * carries the first one's ids, so its last is as many on from TMDB's number.
 */
function episodeOf(answer: FindAnswer, event: ScrobbleEvent): ExternalIdMatch | null {
  const shows = new Set(answer.tv_episode_results.map((entry) => entry.show_id));
  const [entry] = answer.tv_episode_results;
  if (shows.size !== 1 || !entry) return null;
  const span =
    event.episodeEnd !== null && event.episode !== null ? event.episodeEnd - event.episode : 0;
  return {
    kind: 'found',
    key: { media_type: 'tv', id: entry.show_id },
    episode: {
      season: entry.season_number,
      episode: entry.episode_number,
      episodeEnd: span > 0 ? entry.episode_number + span : null,
    },
  };
}

/**
 * The title an event's TVDB or IMDb id names on TMDB (decision 248), through TMDB's find, which
 * only the server calls. TMDB keys titles in TMDB mode; the offline catalogue keeps neither id,
 * so there the step is skipped.
 */
export async function byExternalIds(
  event: ScrobbleEvent,
  provider: CatalogueProvider,
): Promise<ExternalIdMatch> {
  const said: string[] = [];
  if (provider.name !== 'tmdb') return { kind: 'not-found', said };
  for (const { endpoint, label } of lookupsOf(event)) {
    const answer = await provider.get(endpoint, {});
    const parsed = answer.status === 200 ? findAnswerSchema.safeParse(answer.body) : null;
    if (!parsed?.success) {
      said.push(`TMDB could not be asked about ${label}.`);
      continue;
    }
    const found = event.kind === 'movie' ? filmOf(parsed.data) : episodeOf(parsed.data, event);
    if (found) return found;
    said.push(`TMDB finds no ${event.kind === 'movie' ? 'film' : 'episode'} by ${label}.`);
  }
  return { kind: 'not-found', said };
}
