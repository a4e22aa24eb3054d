import { filterAdult } from '../../../shared/adult-filter';
import type { TvDetails } from '../../../shared/catalogue-types';
import { UPCOMING_PAGE_SIZE, upcomingEntry } from '../../../shared/upcoming';
import type { UpcomingPage } from '../../../shared/upcoming-query';
import type { WindowEpisode } from './episodes-in-window';
import type { KeptAnswer } from './kept-answers';
import type { AnswerSource } from './upcoming-from-discover';

/**
 * A page of a window listed episode by episode (the offline catalogue's schedules): its shows
 * are looked up through the kept answers, once each however many of their episodes it holds.
 * Every look-up failing is relayed as the proxy would relay it.
 */
export async function upcomingFromSchedules(
  answers: AnswerSource,
  episodes: readonly WindowEpisode[],
  { page, allowAdult }: { page: number; allowAdult: boolean },
): Promise<KeptAnswer> {
  const onPage = episodes.slice((page - 1) * UPCOMING_PAGE_SIZE, page * UPCOMING_PAGE_SIZE);
  const showIds = [...new Set(onPage.map((episode) => episode.showId))];
  const looked = await Promise.all(
    showIds.map((id) => answers({ kind: 'details', mediaType: 'tv', id }, {})),
  );
  const shows = new Map<number, TvDetails>();
  for (const answer of looked) {
    if (answer.status !== 200) continue;
    const [show] = filterAdult([JSON.parse(answer.json) as TvDetails], allowAdult);
    if (show) shows.set(show.id, show);
  }
  const firstFailure = looked.find((answer) => answer.status !== 200);
  if (firstFailure && shows.size === 0) return firstFailure;
  const result: UpcomingPage = {
    entries: onPage.flatMap(({ showId, episodeNumber, airDate, airsAt }) => {
      const show = shows.get(showId);
      return show
        ? [
            upcomingEntry(show, {
              episode_number: episodeNumber,
              air_date: airDate,
              airs_at: airsAt,
            }),
          ]
        : [];
    }),
    page,
    hasMore: page * UPCOMING_PAGE_SIZE < episodes.length,
  };
  return { status: 200, json: JSON.stringify(result) };
}
