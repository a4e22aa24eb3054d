import { parseIsoDate } from './calendar-date';
import type { TvDetails } from './catalogue-types';
import { upcomingParams, type QueryParameters } from './discover-queries';
import { genresFor } from './genres';
import type { UpcomingEntry } from './upcoming';

/** What the server's schema reads from the query (server/features/catalogue/upcoming-route.ts). */
export interface UpcomingQuery {
  /** The viewer's today ('YYYY-MM-DD'), in their local calendar: the server cannot know it. */
  from: string;
  days: number;
  page: number;
  /** The filter bar's genre, narrowing the animation genre further. */
  genre?: string | undefined;
  allowAdult: boolean;
  /**
   * The IANA zone `from` is a date in: an episode whose instant is known is in the window when
   * it airs on one of the window's days there. Without it, Japan's, where the dates come from.
   */
  tz?: string | undefined;
}

/** The zone a window's days are read in when the query names none. */
export const UPCOMING_DEFAULT_ZONE = 'Asia/Tokyo';

export interface UpcomingPage {
  /** This page's episodes airing in the window, soonest first. */
  entries: UpcomingEntry<TvDetails>[];
  page: number;
  hasMore: boolean;
}

/** The discover/tv query of one page, with the filter bar's genre added to the animation genre. */
export function upcomingDiscoverParams({
  from,
  days,
  page,
  genre,
}: UpcomingQuery): QueryParameters {
  const today = parseIsoDate(from);
  if (today === null) throw new RangeError(`Not a date: ${from}`);
  const params = upcomingParams({ today, days, page });
  // TMDB reads ',' as "all of": animation and the chosen genre, in TV's genre ids.
  return genre === undefined
    ? params
    : { ...params, with_genres: `${params.with_genres},${genresFor('tv', genre)}` };
}
