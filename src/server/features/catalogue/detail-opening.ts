import { LRUCache } from 'lru-cache';
import type { MovieDetails, TvDetails } from '../../../shared/catalogue-types';
import { parseDetailParams } from '../../../shared/detail-path';
import { detailFirstScreen, type FirstScreen } from '../../../shared/first-screens';
import { detailPosterSources } from '../../../shared/poster-address';
import { perCatalogueVersion } from './per-catalogue-version';
import type { CatalogueProvider } from './provider';

const DETAIL_PATH = /^\/anime\/([^/]+)\/([^/]+)$/;

/**
 * The opening of a title's page (decision 255): its name from the catalogue, written into the
 * page so it paints before any script. Only the bundled catalogue is asked, which answers from a
 * local file; waiting on TMDB would hold the whole page for a network call. Openings are kept
 * per catalogue version, so a page opened often costs no query at all. Where this server serves
 * pictures, the opening names the title's poster, which the page asks for at once.
 */
export function detailOpenings(provider: CatalogueProvider, { pictures }: { pictures: boolean }) {
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
    const details = answer.body as TvDetails | MovieDetails;
    const cover =
      pictures &&
      detailPosterSources({ media_type: title.mediaType, id: title.id }, details.poster_path);
    const opening = answer.status === 200 && {
      ...detailFirstScreen(
        title.mediaType === 'tv'
          ? { mediaType: 'tv', details: details as TvDetails }
          : { mediaType: 'movie', details: details as MovieDetails },
      ),
      ...(cover && { cover }),
    };
    kept.set(key, opening);
    return opening || undefined;
  };
}
