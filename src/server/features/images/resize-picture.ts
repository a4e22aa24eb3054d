import { loadSharp } from '../../lib/sharp';
import { PictureUnavailable } from './fetch-picture';

/**
 * Above this a picture is a decompression bomb, not a poster: sharp reads the size from the
 * header and refuses before decoding. The largest real posters (TMDB originals) are 2000×3000.
 */
export const MAX_INPUT_PIXELS = 5000 * 7500;
const WEBP_QUALITY = 72;
/**
 * libwebp's effort 2 of 6 costs about 40% less CPU than its default 4 for 3% more bytes: the
 * first fetch and resize is waited for, the bytes are sent once and then cached for a year.
 */
const WEBP_EFFORT = 2;

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
      .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
      .toBuffer();
  } catch {
    throw new PictureUnavailable('not a readable picture');
  }
}

/** A one-pixel picture: resizing it loads libvips and its WebP encoder. */
const PIXEL = { create: { width: 1, height: 1, channels: 3, background: '#000' } } as const;

/**
 * sharp loaded and its first picture made ahead of the first poster, which would otherwise wait
 * for both (a few hundred milliseconds on a loaded machine).
 */
export async function warmUpResizing(): Promise<void> {
  const sharp = await loadSharp();
  await sharp(PIXEL).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer();
}
