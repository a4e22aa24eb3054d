import { z } from 'zod';
import { textOf, wholeNumberOf, type ItemIds, type ScrobbleEvent } from '../scrobble-event';

const GUID = /^(tmdb|tvdb|imdb):\/\/(.{1,40})$/;

const guidsSchema = z
  .array(z.object({ id: z.string() }).passthrough())
  .max(50)
  .catch([]);

/** `tmdb://`, `tvdb://` and `imdb://` entries of `Metadata.Guid`; `plex://` ones name no site. */
function idsOf(guids: unknown): ItemIds {
  const ids: ItemIds = { tmdb: null, anidb: null, tvdb: null, imdb: null };
  for (const { id } of guidsSchema.parse(guids)) {
    const [, site, value] = GUID.exec(id) ?? [];
    if (site === 'tmdb') ids.tmdb = wholeNumberOf(value);
    if (site === 'tvdb') ids.tvdb = wholeNumberOf(value);
    if (site === 'imdb' && value && /^tt\d{1,10}$/.test(value)) ids.imdb = value;
  }
  return ids;
}

/**
 * A Plex webhook's `payload` part (support.plex.tv, "Webhooks"). `media.scrobble` is sent once
 * 90 % of an item has played. An episode's Guid entries are the episode's own ids.
 */
export function readPlex(body: Record<string, unknown>): ScrobbleEvent | null {
  if (typeof body.event !== 'string') return null;
  const metadata = z
    .record(z.string(), z.unknown())
    .catch({})
    .parse(body.Metadata ?? {});
  const server = z
    .object({ uuid: z.string() })
    .partial()
    .catch({})
    .parse(body.Server ?? {});
  const serverId = textOf(server.uuid, 64) ?? '';
  const type = metadata.type;
  const kind = type === 'episode' || type === 'movie' ? type : null;
  const seriesKey = textOf(kind === 'movie' ? metadata.guid : metadata.grandparentGuid, 100);
  const names = (
    kind === 'movie' ? [metadata.title, metadata.originalTitle] : [metadata.grandparentTitle]
  )
    .map((name) => textOf(name))
    .filter((name): name is string => name !== null);
  const ignoredBecause =
    body.event !== 'media.scrobble'
      ? 'Only "media.scrobble" (90 % played) moves progress.'
      : kind
        ? null
        : 'Only episodes and films move progress.';
  const ratingKey = textOf(metadata.ratingKey, 64);
  return {
    server: 'plex',
    event: body.event.slice(0, 64),
    ignoredBecause,
    kind: kind ?? 'episode',
    itemId: ratingKey && `${serverId}:${ratingKey}`,
    seriesId: seriesKey,
    names,
    year: kind === 'movie' ? wholeNumberOf(metadata.year) : null,
    season: wholeNumberOf(metadata.parentIndex),
    episode: wholeNumberOf(metadata.index),
    episodeEnd: null,
    ids: idsOf(metadata.Guid),
  };
}
