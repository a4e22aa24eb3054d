import { filterAdult } from '../../../shared/adult-filter';
import { parseIsoDate } from '../../../shared/calendar-date';
import type { CatalogueEndpoint } from '../../../shared/catalogue-endpoints';
import type {
  CatalogueListItem,
  Paged,
  SeasonDetails,
  TvDetails,
} from '../../../shared/catalogue-types';
import {
  hasMorePages,
  showEpisodesInRange,
  soonestFirst,
  upcomingCandidates,
  upcomingDateRange,
} from '../../../shared/upcoming';
import {
  upcomingDiscoverParams,
  type UpcomingPage,
  type UpcomingQuery,
} from '../../../shared/upcoming-query';
import type { KeptAnswer } from './kept-answers';

export type AnswerSource = (
  endpoint: CatalogueEndpoint,
  parameters: Record<string, string>,
) => Promise<KeptAnswer>;

const DISCOVER_TV: CatalogueEndpoint = { kind: 'discover', mediaType: 'tv' };

function parsedOk<Body>(answer: KeptAnswer): Body | null {
  return answer.status === 200 ? (JSON.parse(answer.json) as Body) : null;
}

/**
 * The episodes of the next episode's season, through the kept answers (one look-up per show on
 * the page, kept six hours); null where the show has no next episode or the season is unknown.
 */
async function nextSeasonOf(answers: AnswerSource, show: TvDetails) {
  const season = show.next_episode_to_air?.season_number;
  if (season === undefined) return null;
  const answer = await answers({ kind: 'season', id: show.id, season }, {});
  return parsedOk<SeasonDetails>(answer)?.episodes ?? null;
}

/**
 * A page of a catalogue that dates episodes by day (TMDB): one page of `discover/tv`, each show's
 * next episode and the rest of its season in the window, through the same kept answers as the
 * proxy's own calls, so a show looked up here is not looked up again when its page opens. A
 * failed discover call, or every show's look-up failing, is relayed as the proxy would relay it.
 */
export async function upcomingFromDiscover(
  answers: AnswerSource,
  query: UpcomingQuery,
): Promise<KeptAnswer> {
  const list = await answers(DISCOVER_TV, upcomingDiscoverParams(query));
  const paged = parsedOk<Paged<CatalogueListItem>>(list);
  if (!paged) return list;
  const candidates = filterAdult(upcomingCandidates(paged.results), query.allowAdult);
  const looked = await Promise.all(
    candidates.map((show) => answers({ kind: 'details', mediaType: 'tv', id: show.id }, {})),
  );
  const found = filterAdult(
    looked.flatMap((answer) => parsedOk<TvDetails>(answer) ?? []),
    query.allowAdult,
  );
  const firstFailure = looked.find((answer) => answer.status !== 200);
  if (firstFailure && found.length === 0) return firstFailure;
  const today = parseIsoDate(query.from);
  if (today === null) throw new RangeError(`Not a date: ${query.from}`);
  const range = upcomingDateRange(today, query.days);
  const seasons = await Promise.all(found.map((show) => nextSeasonOf(answers, show)));
  const page: UpcomingPage = {
    entries: found
      .flatMap((show, index) => showEpisodesInRange(show, seasons[index] ?? null, range))
      .sort(soonestFirst),
    page: query.page,
    hasMore: hasMorePages(query.page, paged.total_pages),
  };
  return { status: 200, json: JSON.stringify(page) };
}
