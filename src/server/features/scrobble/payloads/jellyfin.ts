import { imdbIdOf, textOf, wholeNumberOf, type ScrobbleEvent } from '../scrobble-event';

const WATCHED_TYPES = new Map<unknown, 'episode' | 'movie'>([
  ['Episode', 'episode'],
  ['Movie', 'movie'],
]);

/** The year of an ISO date such as the plugin's `SeriesPremiereDate` ("2021-04-10"). */
function yearOf(value: unknown): number | null {
  const date = textOf(value, 40);
  const year = date === null ? null : /^(\d{4})-/.exec(date)?.[1];
  return year ? Number(year) : null;
}

function truthy(value: unknown): boolean {
  return value === true || value === 'true' || value === 'True';
}

/**
 * Whether the event means "watched": the plugin has no mark-played event, so a stop played to
 * completion and user data saved as played both count.
 */
function ignoredBecause(body: Record<string, unknown>): string | null {
  const type = body.NotificationType;
  if (type === 'PlaybackStop') {
    return truthy(body.PlayedToCompletion) ? null : 'Playback stopped before the end.';
  }
  if (type === 'UserDataSaved') {
    return truthy(body.Played) ? null : 'Saved without being marked played.';
  }
  return 'Only finished playback and "mark played" move progress.';
}

/**
 * The Jellyfin Webhook plugin's data object (Helpers/DataObjectHelpers.cs), sent whole with
 * "Send All Properties" or through a template that keeps its names. Its Provider_* ids are the
 * played item's own: an episode's, never its series' (decision 231).
 */
export function readJellyfin(body: Record<string, unknown>): ScrobbleEvent | null {
  if (typeof body.NotificationType !== 'string') return null;
  const kind = WATCHED_TYPES.get(body.ItemType) ?? null;
  const serverId = textOf(body.ServerId, 64) ?? '';
  const seriesId = textOf(kind === 'movie' ? body.ItemId : body.SeriesId, 64);
  const name = textOf(kind === 'movie' ? body.Name : body.SeriesName);
  return {
    server: 'jellyfin',
    event: body.NotificationType.slice(0, 64),
    ignoredBecause: kind ? ignoredBecause(body) : 'Only episodes and films move progress.',
    kind: kind ?? 'episode',
    itemId: textOf(body.ItemId, 64) && `${serverId}:${textOf(body.ItemId, 64)}`,
    seriesId: seriesId && `${serverId}:${seriesId}`,
    names: name ? [name] : [],
    // An episode's Year is its own air year; a later season's would miss the show's year.
    year: kind === 'movie' ? wholeNumberOf(body.Year) : yearOf(body.SeriesPremiereDate),
    season: wholeNumberOf(body.SeasonNumber),
    episode: wholeNumberOf(body.EpisodeNumber),
    episodeEnd: wholeNumberOf(body.EpisodeNumberEnd),
    ids: {
      tmdb: wholeNumberOf(body.Provider_tmdb),
      anidb: wholeNumberOf(body.Provider_anidb),
      tvdb: wholeNumberOf(body.Provider_tvdb),
      imdb: imdbIdOf(body.Provider_imdb),
    },
  };
}
