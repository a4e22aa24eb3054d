import { loadSharp } from '../../lib/sharp';
import { PictureUnavailable } from './fetch-picture';

/**
 * Above this a picture is a decompression bomb, not a poster: sharp reads the size from the
 * header and refuses before decoding. The largest real posters (TMDB originals) are 2000×3000.
 */
export const MAX_INPUT_PIXELS = 5000 * 7500;
const WEBP_QUALITY = 72;

/**
 * The picture as WebP at the width (never enlarged), metadata dropped. sharp decodes and encodes
 * on libuv's thread pool, so the event loop only waits for the answer.
 */
export async function resizePicture(input: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    throw new PictureUnavailable('not a readable picture');
  }
}
