import type { MediaType } from '../../../shared/catalogue-types';
import { badRequest } from '../../http/http-error';

/** Where a page ended: the last item's position in (updatedAt, media_type, id) descending order. */
export interface ListCursor {
  updatedAt: number;
  mediaType: MediaType;
  id: number;
}

export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(`${cursor.updatedAt}.${cursor.mediaType}.${cursor.id}`).toString('base64url');
}

const CURSOR_TEXT = /^(\d{1,16})\.(tv|movie)\.(\d{1,10})$/;

export function decodeCursor(text: string): ListCursor {
  const match = Buffer.from(text, 'base64url').toString('utf8').match(CURSOR_TEXT);
  if (!match) throw badRequest('Invalid query.cursor: must be the nextCursor of a previous page');
  return {
    updatedAt: Number(match[1]),
    mediaType: match[2] as MediaType,
    id: Number(match[3]),
  };
}
