import { gunzipSync } from 'node:zlib';
import { IMPORT_MAX_BYTES } from '../../../../shared/lists-api';
import { HttpError, badRequest } from '../../../http/http-error';

/** A MyAnimeList .xml.gz of the largest list expands to a few MB; far more is a gzip bomb. */
export const MAX_EXPANDED_BYTES = 5 * IMPORT_MAX_BYTES;
const GZIP_MAGIC = [0x1f, 0x8b] as const;

function isGzip(body: Uint8Array): boolean {
  return body[0] === GZIP_MAGIC[0] && body[1] === GZIP_MAGIC[1];
}

/**
 * The uploaded file as text: gunzipped when it is gzip (MyAnimeList's .xml.gz), whatever it was
 * labelled. Synchronous, as it runs in the import worker, never on the server's thread.
 */
export function importText(body: Uint8Array): string {
  let bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (isGzip(bytes)) {
    try {
      bytes = gunzipSync(bytes, { maxOutputLength: MAX_EXPANDED_BYTES });
    } catch (error) {
      if (error instanceof RangeError) {
        throw new HttpError(413, 'payload-too-large', 'The unpacked file is too large to import.');
      }
      throw badRequest('The gzip file is damaged and could not be unpacked.');
    }
  }
  return bytes.toString('utf8').replace(/^\uFEFF/, '');
}
