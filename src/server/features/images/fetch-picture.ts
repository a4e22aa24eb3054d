import { safeFetch, SafeFetchError } from '../../lib/safe-fetch/safe-fetch';
import { isListedPicture } from './image-hosts';

export interface PictureFetchSettings {
  hosts: readonly string[];
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes: number;
}

/** Why a picture could not be had; the route answers 404 for every one of them. */
export class PictureUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`The picture could not be fetched: ${reason}`);
    this.name = 'PictureUnavailable';
  }
}

/** CDNs move pictures between their own hosts; a longer chain is a loop or a detour. */
const MAX_REDIRECTS = 2;
const PICTURE_TYPES = /^image\/(jpeg|png|webp|gif|avif)\s*(;|$)/i;

/**
 * The picture's bytes from a listed host, through the safe outbound fetch: a deadline for the
 * whole exchange, a byte cap, a redirect followed only to another listed host, and an image
 * content type. Anything else is PictureUnavailable.
 */
export async function fetchPicture(
  address: string,
  settings: PictureFetchSettings,
): Promise<Buffer> {
  const deadline = Date.now() + settings.timeoutMs;
  let current = address;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (!isListedPicture(current, settings.hosts)) throw new PictureUnavailable('host not listed');
    const timeoutMs = deadline - Date.now();
    if (timeoutMs <= 0) throw new PictureUnavailable('timeout');
    const answer = await safeFetch(current, {
      timeoutMs,
      maxResponseBytes: settings.maxBytes,
      allowPrivate: settings.allowPrivate,
      headers: { accept: 'image/webp,image/png,image/jpeg,image/*;q=0.8' },
    }).catch((error: unknown) => {
      throw new PictureUnavailable(error instanceof SafeFetchError ? error.reason : 'network');
    });
    const location = answer.headers.location;
    if (answer.status >= 300 && answer.status < 400 && location) {
      current = URL.canParse(location, current) ? new URL(location, current).href : '';
      continue;
    }
    if (answer.status !== 200) throw new PictureUnavailable(`upstream ${answer.status}`);
    if (!PICTURE_TYPES.test(answer.headers['content-type'] ?? '')) {
      throw new PictureUnavailable('not a picture');
    }
    return answer.body;
  }
  throw new PictureUnavailable('too many redirects');
}
