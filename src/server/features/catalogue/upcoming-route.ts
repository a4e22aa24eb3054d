import type { FastifyInstance, FastifyBaseLogger, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import { isTimeZone, TIME_ZONE_MAX_LENGTH } from '../../../shared/alerts-api';
import { addDays, formatIsoDate, parseIsoDate } from '../../../shared/calendar-date';
import { genresFor } from '../../../shared/genres';
import { MAX_CATALOGUE_PAGE } from '../../../shared/upcoming';
import { UPCOMING_DEFAULT_ZONE, type UpcomingQuery } from '../../../shared/upcoming-query';
import { MAX_UPCOMING_DAYS, UPCOMING_PATH } from '../../../shared/upcoming-window';
import { wholeNumberUpTo } from '../../../shared/whole-number-schema';
import { parseRequest } from '../../http/validation';
import { instantOfLocal } from '../alerts/alert-times';
import { COMMON_ERRORS } from '../api-docs/api-error-schema';
import { publicRoute } from '../api-docs/public-route';
import { upcomingPageSchema } from './catalogue-responses';
import type { EpisodeWindow } from './episodes-in-window';
import { withRequestId } from './error-request-id';
import { MAX_AGE_SECONDS, type KeptAnswer } from './kept-answers';
import type { EpisodesOfWindow } from './scheduled-episodes';
import { upcomingFromDiscover, type AnswerSource } from './upcoming-from-discover';
import { upcomingFromSchedules } from './upcoming-from-schedules';

/** Years a viewer's today can be: a window from any of them stays inside JavaScript's dates. */
const MIN_FROM_YEAR = 1900;
const MAX_FROM = '2999-12-31';

const upcomingQuerySchema = z.object({
  from: z
    .string()
    .refine(
      (text) => (parseIsoDate(text)?.year ?? 0) >= MIN_FROM_YEAR && text <= MAX_FROM,
      `must be a date written YYYY-MM-DD, from ${MIN_FROM_YEAR} to ${MAX_FROM.slice(0, 4)}`,
    ),
  days: wholeNumberUpTo(MAX_UPCOMING_DAYS),
  page: wholeNumberUpTo(MAX_CATALOGUE_PAGE),
  genre: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a genre id')
    .optional(),
  adult: z.enum(['true', 'false'], { message: "must be 'true' or 'false'" }).default('false'),
  tz: z
    .string()
    .max(TIME_ZONE_MAX_LENGTH, `must be at most ${TIME_ZONE_MAX_LENGTH} characters`)
    .refine(isTimeZone, 'must be a time zone such as Europe/Paris or America/Los_Angeles')
    .optional(),
}) satisfies z.ZodType<Omit<UpcomingQuery, 'allowAdult'> & { adult: 'true' | 'false' }>;

/** As long as the discover answer it is built from may be kept. */
const UPCOMING_MAX_AGE_SECONDS = MAX_AGE_SECONDS.discover;

const UNREADABLE: KeptAnswer = {
  status: 503,
  json: JSON.stringify({
    error: { code: 'catalogue-unavailable', message: 'The catalogue could not be read.' },
  }),
};

/** The viewer's days from `from` to `from` plus `days`, as instants in their zone. */
function windowOf({ from, days, tz, genre, allowAdult }: UpcomingQuery): EpisodeWindow {
  const zone = tz ?? UPCOMING_DEFAULT_ZONE;
  const today = parseIsoDate(from);
  if (today === null) throw new RangeError(`Not a date: ${from}`);
  return {
    start: instantOfLocal(from, 0, zone),
    end: instantOfLocal(formatIsoDate(addDays(today, days + 1)), 0, zone),
    allowAdult,
    genreIds: genre === undefined ? null : genresFor('tv', genre).split(/[|,]/).map(Number),
  };
}

/**
 * Episode by episode from the offline schedules when there are any, else from `discover/tv`.
 * A catalogue file that cannot be read answers 503, never a 500.
 */
async function upcomingAnswer(
  answers: AnswerSource,
  episodesOf: EpisodesOfWindow | null,
  query: UpcomingQuery,
  log: FastifyBaseLogger,
): Promise<KeptAnswer> {
  if (episodesOf === null) return upcomingFromDiscover(answers, query);
  const window = windowOf(query);
  let episodes;
  try {
    episodes = await episodesOf(window);
  } catch (error) {
    log.error({ err: error }, 'upcoming: the catalogue file could not be read');
    return UNREADABLE;
  }
  return upcomingFromSchedules(answers, episodes, query);
}

/** GET /api/catalogue/upcoming: Coming soon's page in one call (see UPCOMING_PATH). */
export function upcomingRoute(
  app: FastifyInstance,
  answers: AnswerSource,
  limit: onRequestHookHandler | undefined,
  episodesOf: EpisodesOfWindow | null,
): void {
  app.get(
    UPCOMING_PATH,
    {
      ...(limit ? { onRequest: limit } : {}),
      ...publicRoute({
        tag: 'Catalogue',
        tokens: false,
        summary: 'Every episode airing in a window, soonest first',
        description:
          '`from` is your today (`YYYY-MM-DD`) in the time zone `tz` (default Asia/Tokyo) and `days` the window after it. The offline catalogue lists every scheduled episode, 50 a page, with `episode.airs_at` (ISO 8601, UTC); TMDB lists, for each show of one page of `discover/tv`, its next episode and the rest of that season in the window, dated by day. Anonymous calls are limited per address.',
        operationId: 'listUpcomingEpisodes',
        querystring: upcomingQuerySchema,
        responses: { 200: upcomingPageSchema },
        errors: { 401: COMMON_ERRORS.unauthorized, 429: COMMON_ERRORS.tooMany },
      }),
    },
    async (request, reply) => {
      const { adult, ...query } = parseRequest(upcomingQuerySchema, request.query, 'query');
      const answer = await upcomingAnswer(
        answers,
        episodesOf,
        { ...query, allowAdult: adult === 'true' },
        request.log,
      );
      return reply
        .status(answer.status)
        .header(
          'Cache-Control',
          answer.status === 200 ? `public, max-age=${UPCOMING_MAX_AGE_SECONDS}` : 'no-store',
        )
        .type('application/json; charset=utf-8')
        .send(withRequestId(answer.status, answer.json, request.id));
    },
  );
}
