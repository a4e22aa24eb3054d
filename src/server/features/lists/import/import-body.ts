import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { IMPORT_MAX_BYTES } from '../../../../shared/lists-api';
import { HttpError, badRequest } from '../../../http/http-error';

const gunzipAsync = promisify(gunzip);
/** A MyAnimeList .xml.gz of the largest list expands to a few MB; far more is a gzip bomb. */
const MAX_EXPANDED_BYTES = 5 * IMPORT_MAX_BYTES;
const GZIP_MAGIC = [0x1f, 0x8b] as const;

function isGzip(body: Buffer): boolean {
  return body[0] === GZIP_MAGIC[0] && body[1] === GZIP_MAGIC[1];
}

/** The uploaded file as text: gunzipped when it is gzip (MyAnimeList's .xml.gz), whatever it was labelled. */
export async function importText(body: unknown): Promise<string> {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw badRequest('Send the exported file as the request body.');
  }
  let bytes = body;
  if (isGzip(body)) {
    try {
      bytes = await gunzipAsync(body, { maxOutputLength: MAX_EXPANDED_BYTES });
    } catch (error) {
      if (error instanceof RangeError) {
        throw new HttpError(413, 'payload-too-large', 'The unpacked file is too large to import.');
      }
      throw badRequest('The gzip file is damaged and could not be unpacked.');
    }
  }
  return bytes.toString('utf8').replace(/^\uFEFF/, '');
}
