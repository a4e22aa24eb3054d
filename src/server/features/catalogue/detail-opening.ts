import { LRUCache } from 'lru-cache';
import type { MovieDetails, TvDetails } from '../../../shared/catalogue-types';
import { parseDetailParams, type DetailParams } from '../../../shared/detail-path';
import { detailFirstScreen, type FirstScreen } from '../../../shared/first-screens';
import type { TitleLanguage } from '../../../shared/i18n/title-language';
import { detailPosterSources } from '../../../shared/poster-address';
import type { KeptAnswer, SerializedAnswers } from './kept-answers';
import { perCatalogueVersion } from './per-catalogue-version';
import type { CatalogueProvider } from './provider';

const DETAIL_PATH = /^\/anime\/([^/]+)\/([^/]+)$/;

/**
 * A title's opening from its details: its names, led by the title language's, and its poster where
 * this server serves them.
 */
function openingOf(
  title: DetailParams,
  details: TvDetails | MovieDetails,
  pictures: boolean,
  titleLanguage: TitleLanguage,
): FirstScreen {
  const cover =
    pictures &&
    detailPosterSources({ media_type: title.mediaType, id: title.id }, details.poster_path);
  return {
    ...detailFirstScreen(
      title.mediaType === 'tv'
        ? { mediaType: 'tv', details: details as TvDetails }
        : { mediaType: 'movie', details: details as MovieDetails },
      titleLanguage,
    ),
    ...(cover && { cover }),
  };
}

/**
 * The opening of a title's page (decision 255): its name from the catalogue, written into the
 * page so it paints before any script. The bundled catalogue is asked, which answers from a local
 * file; openings are kept per catalogue version, so a page opened often costs no query at all.
 * TMDB is never waited on, which would hold the whole page for a network call: its title pages
 * get an opening only from an answer the proxy already keeps (decision 420). Where this server
 * serves pictures, the opening draws the title's poster, which the page asks for at once.
 */
export function detailOpenings(
  provider: CatalogueProvider,
  answers: SerializedAnswers,
  { pictures }: { pictures: boolean },
) {
  const openings = perCatalogueVersion(
    provider,
    () => new LRUCache<string, FirstScreen | false>({ max: 2000 }),
  );
  // Keyed by the kept answer itself, so an opening lives exactly as long as the answer it is from.
  const fromKept = new WeakMap<KeptAnswer, Map<TitleLanguage, FirstScreen | false>>();

  const offlineOpening = async (title: DetailParams, titleLanguage: TitleLanguage) => {
    const kept = openings();
    const key = `${title.mediaType}/${title.id}/${titleLanguage}`;
    const known = kept.get(key);
    if (known !== undefined) return known || undefined;
    const answer = await provider.get({ kind: 'details', ...title }, {});
    const opening =
      answer.status === 200 &&
      openingOf(title, answer.body as TvDetails | MovieDetails, pictures, titleLanguage);
    kept.set(key, opening);
    return opening || undefined;
  };

  const keptOpening = (title: DetailParams, titleLanguage: TitleLanguage) => {
    const answer = answers.kept({ kind: 'details', ...title }, {});
    if (answer === undefined) return undefined;
    let byLanguage = fromKept.get(answer);
    if (byLanguage === undefined) {
      byLanguage = new Map();
      fromKept.set(answer, byLanguage);
    }
    let opening = byLanguage.get(titleLanguage);
    if (opening === undefined) {
      opening =
        answer.status === 200 &&
        openingOf(
          title,
          JSON.parse(answer.json) as TvDetails | MovieDetails,
          pictures,
          titleLanguage,
        );
      byLanguage.set(titleLanguage, opening);
    }
    return opening || undefined;
  };

  return async (
    pathname: string,
    titleLanguage: TitleLanguage,
  ): Promise<FirstScreen | undefined> => {
    const match = DETAIL_PATH.exec(pathname);
    const title = match && parseDetailParams(match[1], match[2]);
    if (!title) return undefined;
    return provider.name === 'offline'
      ? offlineOpening(title, titleLanguage)
      : keptOpening(title, titleLanguage);
  };
}
