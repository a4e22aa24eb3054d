import { loadSharp } from '../../lib/sharp';
import { PHOTO_TYPES, PHOTO_TYPES_MESSAGE, type PhotoType } from '../../../shared/profile';
import { HttpError } from '../../http/http-error';

/** Stored photos are squares this wide: twice the largest place one is shown, for sharp screens. */
export const PHOTO_SIDE_PX = 256;
/** More than any phone camera takes; larger images cost too much memory to decode. */
const MAX_INPUT_PIXELS = 50_000_000;

const notAnImage = () => new HttpError(400, 'invalid-photo', PHOTO_TYPES_MESSAGE);

/**
 * The uploaded image as the stored photo: decoded (so the bytes must really be an image of the
 * type sent, not just labelled one), turned upright by its EXIF orientation, cropped to the
 * centre square and resized, and written as WebP without its metadata (no camera or location).
 */
export async function storedPhotoOf(bytes: Buffer, declared: PhotoType): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let format: string | undefined;
  try {
    ({ format } = await image.metadata());
  } catch {
    throw notAnImage();
  }
  if (format !== PHOTO_TYPES[declared]) throw notAnImage();
  try {
    return await image
      .rotate()
      .resize(PHOTO_SIDE_PX, PHOTO_SIDE_PX, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Truncated or corrupt pixel data shows only once decoding starts.
    throw notAnImage();
  }
}
