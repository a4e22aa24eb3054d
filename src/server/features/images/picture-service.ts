import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import type { Config } from '../../config';
import type { MediaType } from '../../../shared/catalogue-types';
import type { PosterWidth } from '../../../shared/poster-address';
import type { CatalogueProvider } from '../catalogue/provider';
import { fetchPicture, PictureUnavailable, type PictureFetchSettings } from './fetch-picture';
import { isListedPicture } from './image-hosts';
import { PictureSources, type PictureSource } from './picture-sources';
import { PictureStore } from './picture-store';
import { resizePicture } from './resize-picture';

export interface Picture {
  bytes: Buffer;
  /** Names the bytes: the source's hash and the width. */
  etag: string;
  /** The address's version is the title's current one, so the answer may be kept for good. */
  current: boolean;
}

/** Real posters are well under 2 MB; anything far bigger is not worth a poster's wait. */
const MAX_SOURCE_BYTES = 8 * 1_048_576;
const FETCH_TIMEOUT_MS = 8000;
/** Pictures being fetched at once; more wait their turn. */
const CONCURRENT_FETCHES = 4;
/**
 * Pictures being resized at once. Resizing is CPU work: more at once than cores makes each one
 * (a page's first poster too) take longer, and none sooner.
 */
const CONCURRENT_RESIZES = Math.max(1, Math.min(4, availableParallelism()));
/** A source that failed is not asked again for this long, whatever the width. */
const FAILURE_MS = 10 * 60_000;
/** The most recently served pictures, kept in memory so a hot page is answered without disk reads. */
const MEMORY_BYTES = 64 * 1_048_576;

/** A picture answered for an address with the title's current version, and the source it came from. */
interface ReadyPicture {
  picture: Picture;
  source: PictureSource;
  mediaType: MediaType;
  id: number;
}

export interface PictureServiceOptions {
  provider: CatalogueProvider;
  images: Config['images'];
  /** Tests shorten the fetch's deadline. */
  fetchTimeoutMs?: number;
  /** Tests lower the memory's bound to see it hold. */
  memoryBytes?: number;
}

/** The address's last part, `{width}-{version}.webp`: with the title, the memory's key. */
const fileOf = (width: number, version: string) => `${width}-${version}.webp`;

/**
 * A known title's poster at a width (decisions 300–303): the source from the catalogue, the
 * picture from a listed host, resized once and kept on disk; concurrent first requests for one
 * picture share one fetch.
 */
export class PictureService {
  private readonly sources: PictureSources;
  private readonly store: PictureStore;
  private readonly fetchSettings: PictureFetchSettings;
  private readonly pending = new Map<string, Promise<Buffer>>();
  private readonly failed = new LRUCache<string, true>({ max: 10_000, ttl: FAILURE_MS });
  /**
   * The one memory of served pictures, bounded by their bytes (decision 411): hot addresses are
   * answered again without the catalogue, the hashing, the hosts' check or the disk, while the
   * title's kept source is still the one the picture came from (decision 392).
   */
  private readonly ready: LRUCache<string, ReadyPicture>;
  private readonly fetching = pLimit(CONCURRENT_FETCHES);
  private readonly resizing = pLimit(CONCURRENT_RESIZES);

  constructor(options: PictureServiceOptions) {
    const { images } = options;
    this.ready = new LRUCache({
      maxSize: options.memoryBytes ?? MEMORY_BYTES,
      sizeCalculation: ({ picture }) => picture.bytes.length,
    });
    this.sources = new PictureSources(options.provider, images.tmdbImageBase);
    this.store = new PictureStore(images.cacheDir, images.cacheBytes);
    this.fetchSettings = {
      hosts: images.hosts,
      allowPrivate: images.allowPrivate,
      timeoutMs: options.fetchTimeoutMs ?? FETCH_TIMEOUT_MS,
      maxBytes: MAX_SOURCE_BYTES,
    };
  }

  /** Pictures are served at all: some host is listed. */
  get enabled(): boolean {
    return this.fetchSettings.hosts.length > 0;
  }

  /** The bytes the memory holds, for tests. */
  get memoryBytes(): number {
    return this.ready.calculatedSize;
  }

  /**
   * The picture for an address from memory, or undefined: the route asks this before it checks
   * the address, so an address that is not exactly one the service answered finds nothing.
   */
  hot(mediaType: string, id: string, file: string): Picture | undefined {
    const ready = this.ready.get(`${mediaType}/${id}/${file}`);
    if (!ready || this.sources.keptSource(ready.mediaType, ready.id) !== ready.source) return;
    return ready.picture;
  }

  /** The picture, or PictureUnavailable for a title without one it may serve. */
  async picture(
    mediaType: MediaType,
    id: number,
    width: PosterWidth,
    version: string,
  ): Promise<Picture> {
    const key = `${mediaType}/${id}/${fileOf(width, version)}`;
    const ready = this.hot(mediaType, String(id), fileOf(width, version));
    if (ready) return ready;
    const source = await this.sources.sourceOf(mediaType, id, version).catch(() => {
      throw new PictureUnavailable('the catalogue did not answer');
    });
    const { address } = source;
    if (address === null) throw new PictureUnavailable('the title has no picture');
    if (!isListedPicture(address, this.fetchSettings.hosts)) {
      throw new PictureUnavailable('host not listed');
    }
    const name = `${createHash('sha256').update(address).digest('hex').slice(0, 32)}-${width}.webp`;
    const bytes = await this.bytesOf(name, address, width);
    const picture = {
      bytes,
      etag: `"${name.replace('.webp', '')}"`,
      current: source.version === version,
    };
    // An older version's answer may change within the minute's recheck: it is read from disk.
    if (picture.current) this.ready.set(key, { picture, source, mediaType, id });
    return picture;
  }

  private async bytesOf(name: string, address: string, width: number): Promise<Buffer> {
    const onDisk = await this.store.read(name);
    if (onDisk) return onDisk;
    if (this.failed.has(address)) throw new PictureUnavailable('failed recently');
    const running = this.pending.get(name);
    if (running) return running;
    const made = this.make(name, address, width).finally(() => this.pending.delete(name));
    this.pending.set(name, made);
    return made;
  }

  private async make(name: string, address: string, width: number): Promise<Buffer> {
    try {
      const source = await this.fetching(() => fetchPicture(address, this.fetchSettings));
      const bytes = await this.resizing(() => resizePicture(source, width));
      // A full or read-only disk costs the next request a fetch, not this one its picture.
      await this.store.write(name, bytes).catch(() => undefined);
      return bytes;
    } catch (error) {
      if (error instanceof PictureUnavailable) this.failed.set(address, true);
      throw error;
    }
  }
}
