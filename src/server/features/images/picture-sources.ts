import { LRUCache } from 'lru-cache';
import type { MediaType } from '../../../shared/catalogue-types';
import { posterVersion } from '../../../shared/poster-address';
import type { CatalogueProvider } from '../catalogue/provider';

export interface PictureSource {
  /** The picture's absolute address, or null when the title has none. */
  address: string | null;
  /** posterVersion of the poster_path it came from: the version the client puts in the address. */
  version: string | null;
}

const MAX_TITLES = 20_000;
/** A title asked for with another version than the one kept is looked up again, at most this often. */
const RECHECK_MS = 60_000;
/** TMDB's largest poster size under our 2× title page width. */
const TMDB_SIZE = 'w780';

function addressOf(posterPath: unknown, tmdbImageBase: string): string | null {
  if (typeof posterPath !== 'string' || posterPath.trim() === '') return null;
  const source = posterPath.trim();
  if (/^https?:\/\//i.test(source)) return source;
  return `${tmdbImageBase}${TMDB_SIZE}${source.startsWith('/') ? source : `/${source}`}`;
}

/**
 * A title's picture source, from the catalogue's details answer, never from the request
 * (decision 300). Kept per title, so a picture already on disk costs no catalogue work; a
 * request naming another version than the kept one (the catalogue changed the title's picture,
 * or the client's copy is older) looks the title up again at most once a minute.
 */
export class PictureSources {
  private readonly kept = new LRUCache<string, PictureSource & { at: number }>({
    max: MAX_TITLES,
  });

  constructor(
    private readonly provider: CatalogueProvider,
    private readonly tmdbImageBase: string,
  ) {}

  /**
   * The kept source, the same object until the title is looked up anew: a picture made from it
   * may be served again without asking, as long as this still returns that object.
   */
  keptSource(mediaType: MediaType, id: number): PictureSource | undefined {
    return this.kept.get(`${mediaType}/${id}`);
  }

  async sourceOf(mediaType: MediaType, id: number, version: string): Promise<PictureSource> {
    const key = `${mediaType}/${id}`;
    const known = this.kept.get(key);
    if (known && (known.version === version || Date.now() - known.at < RECHECK_MS)) return known;
    const answer = await this.provider.get({ kind: 'details', mediaType, id }, {});
    const none = { address: null, version: null };
    // A failing catalogue is asked again next time; an unknown title is kept as one.
    if (answer.status !== 200) {
      if (answer.status === 404) this.kept.set(key, { ...none, at: Date.now() });
      return none;
    }
    const posterPath = (answer.body as { poster_path?: unknown }).poster_path;
    const source = {
      address: addressOf(posterPath, this.tmdbImageBase),
      version: typeof posterPath === 'string' ? posterVersion(posterPath) : null,
      at: Date.now(),
    };
    this.kept.set(key, source);
    return source;
  }
}
