import type { ScrobbleServer } from '../../../shared/scrobble-api';

/** Ids of the played item itself on other sites: an episode's own ids, or a film's. */
export interface ItemIds {
  tmdb: number | null;
  anidb: number | null;
  tvdb: number | null;
  imdb: string | null;
}

/** What one media-server webhook says, whichever server sent it. */
export interface ScrobbleEvent {
  server: ScrobbleServer;
  /** The server's own event name, for the log. */
  event: string;
  /** Null when the event means the item was watched; else why it moves nothing. */
  ignoredBecause: string | null;
  kind: 'episode' | 'movie';
  /** The server's id of the played item, so a repeat of the event is known. */
  itemId: string | null;
  /** The server's id of the series (or of the film), under which a user's choice is remembered. */
  seriesId: string | null;
  /** The series name for an episode, the film's name for a film; alternative names follow. */
  names: string[];
  year: number | null;
  season: number | null;
  episode: number | null;
  /** The last episode a file holding several covers. */
  episodeEnd: number | null;
  ids: ItemIds;
}

export const NO_IDS: ItemIds = { tmdb: null, anidb: null, tvdb: null, imdb: null };

/** A whole positive number from a number or a numeric string, as templates may send either. */
export function wholeNumberOf(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : null;
}

export function textOf(value: unknown, max = 500): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text.slice(0, max);
}

export function imdbIdOf(value: unknown): string | null {
  const text = textOf(value, 20);
  return text !== null && /^tt\d{1,10}$/.test(text) ? text : null;
}
