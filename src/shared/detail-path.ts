import type { MediaType } from './catalogue-types';

export interface DetailParams {
  mediaType: MediaType;
  id: number;
}

/** /anime/{type}/{id}: type is tv or movie and id a catalogue id, anything else is not found. */
export function parseDetailParams(
  type: string | undefined,
  id: string | undefined,
): DetailParams | null {
  if (type !== 'tv' && type !== 'movie') return null;
  if (id === undefined || !/^[1-9]\d{0,9}$/.test(id)) return null;
  return { mediaType: type, id: Number(id) };
}
