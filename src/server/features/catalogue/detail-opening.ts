import { LRUCache } from 'lru-cache';
import type { MovieDetails, TvDetails } from '../../../shared/catalogue-types';
import { parseDetailParams } from '../../../shared/detail-path';
import { detailFirstScreen, type FirstScreen } from '../../../shared/first-screens';
import { perCatalogueVersion } from './per-catalogue-version';
import type { CatalogueProvider } from './provider';

const DETAIL_PATH = /^\/anime\/([^/]+)\/([^/]+)$/;

/**
 * The opening of a title's page (decision 255): its name from the catalogue, written into the
 * page so it paints before any script. Only the bundled catalogue is asked, which answers from a
 * local file; waiting on TMDB would hold the whole page for a network call. Openings are kept
 * per catalogue version, so a page opened often costs no query at all.
 */
export function detailOpenings(provider: CatalogueProvider) {
  const openings = perCatalogueVersion(
    provider,
    () => new LRUCache<string, FirstScreen | false>({ max: 2000 }),
  );
  return async (pathname: string): Promise<FirstScreen | undefined> => {
    if (provider.name !== 'offline') return undefined;
    const match = DETAIL_PATH.exec(pathname);
    const title = match && parseDetailParams(match[1], match[2]);
    if (!title) return undefined;
    const kept = openings();
    const key = `${title.mediaType}/${title.id}`;
    const known = kept.get(key);
    if (known !== undefined) return known || undefined;
    const answer = await provider.get({ kind: 'details', ...title }, {});
    const opening =
      answer.status === 200 &&
      detailFirstScreen(
        title.mediaType === 'tv'
          ? { mediaType: 'tv', details: answer.body as TvDetails }
          : { mediaType: 'movie', details: answer.body as MovieDetails },
      );
    kept.set(key, opening);
    return opening || undefined;
  };
}
