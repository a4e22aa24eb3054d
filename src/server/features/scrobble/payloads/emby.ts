import { z } from 'zod';
import { imdbIdOf, textOf, wholeNumberOf, type ScrobbleEvent } from '../scrobble-event';

const recordSchema = z.record(z.string(), z.unknown()).catch({});

function ignoredBecause(event: string, playback: Record<string, unknown>): string | null {
  if (event === 'item.markplayed') return null;
  if (event === 'playback.stop') {
    return playback.PlayedToCompletion === true ? null : 'Playback stopped before the end.';
  }
  return 'Only finished playback and "mark played" move progress.';
}

/**
 * Emby's webhook JSON (Emby 4.7+ notifications): `Event`, `Item` and `PlaybackInfo`. An
 * episode's ProviderIds are its own, and carry no TMDB id of the series.
 */
export function readEmby(body: Record<string, unknown>): ScrobbleEvent | null {
  if (typeof body.Event !== 'string') return null;
  const item = recordSchema.parse(body.Item ?? {});
  const playback = recordSchema.parse(body.PlaybackInfo ?? {});
  const providerIds = recordSchema.parse(item.ProviderIds ?? {});
  const serverId = textOf(item.ServerId, 64) ?? '';
  const kind = item.Type === 'Episode' ? 'episode' : item.Type === 'Movie' ? 'movie' : null;
  const itemId = textOf(item.Id, 64);
  const seriesId = kind === 'movie' ? itemId : textOf(item.SeriesId, 64);
  const names = (kind === 'movie' ? [item.Name, item.OriginalTitle] : [item.SeriesName])
    .map((name) => textOf(name))
    .filter((name): name is string => name !== null);
  return {
    server: 'emby',
    event: body.Event.slice(0, 64),
    ignoredBecause: kind
      ? ignoredBecause(body.Event, playback)
      : 'Only episodes and films move progress.',
    kind: kind ?? 'episode',
    itemId: itemId && `${serverId}:${itemId}`,
    seriesId: seriesId && `${serverId}:${seriesId}`,
    names,
    year: kind === 'movie' ? wholeNumberOf(item.ProductionYear) : null,
    season: wholeNumberOf(item.ParentIndexNumber),
    episode: wholeNumberOf(item.IndexNumber),
    episodeEnd: wholeNumberOf(item.IndexNumberEnd),
    ids: {
      tmdb: wholeNumberOf(providerIds.Tmdb),
      anidb: wholeNumberOf(providerIds.AniDb),
      tvdb: wholeNumberOf(providerIds.Tvdb),
      imdb: imdbIdOf(providerIds.Imdb),
    },
  };
}
