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

/**
 * sharp loaded and a tiny JPEG taken through a poster's own steps (decode, rotate, resize, WebP)
 * ahead of the first poster, which would otherwise wait for libvips to load and set them up.
 */
export async function warmUpResizing(): Promise<void> {
  const sharp = await loadSharp();
  const tiny = await sharp({ create: { width: 8, height: 12, channels: 3, background: '#000' } })
    .jpeg()
    .toBuffer();
  await resizePicture(tiny, 4);
}
