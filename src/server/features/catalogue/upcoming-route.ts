import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import { filterAdult } from '../../../shared/adult-filter';
import { parseIsoDate } from '../../../shared/calendar-date';
import type { CatalogueEndpoint } from '../../../shared/catalogue-endpoints';
import type { CatalogueListItem, Paged, TvDetails } from '../../../shared/catalogue-types';
import {
  buildUpcomingEntries,
  hasMorePages,
  MAX_CATALOGUE_PAGE,
  MAX_UPCOMING_DAYS,
  upcomingCandidates,
} from '../../../shared/upcoming';
import {
  UPCOMING_PATH,
  upcomingDiscoverParams,
  type UpcomingPage,
  type UpcomingQuery,
} from '../../../shared/upcoming-query';
import { wholeNumberUpTo } from '../../../shared/whole-number-schema';
import { parseRequest } from '../../http/validation';
import { publicRoute } from '../api-docs/public-route';
import { withRequestId } from './error-request-id';
import { MAX_AGE_SECONDS, type KeptAnswer } from './kept-answers';

const upcomingQuerySchema = z.object({
  from: z
    .string()
    .refine((text) => parseIsoDate(text) !== null, 'must be a date written YYYY-MM-DD'),
  days: wholeNumberUpTo(MAX_UPCOMING_DAYS),
  page: wholeNumberUpTo(MAX_CATALOGUE_PAGE),
  genre: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a genre id')
    .optional(),
  adult: z.enum(['true', 'false'], { message: "must be 'true' or 'false'" }).default('false'),
}) satisfies z.ZodType<Omit<UpcomingQuery, 'allowAdult'> & { adult: 'true' | 'false' }>;

export type AnswerSource = (
  endpoint: CatalogueEndpoint,
  parameters: Record<string, string>,
) => Promise<KeptAnswer>;

const DISCOVER_TV: CatalogueEndpoint = { kind: 'discover', mediaType: 'tv' };
/** As long as the discover answer it is built from may be kept. */
const UPCOMING_MAX_AGE_SECONDS = MAX_AGE_SECONDS.discover;

/**
 * The page through the same kept answers as the proxy's own calls, so a show looked up here
 * is not looked up again when its page opens. A failed discover call, or every show's look-up
 * failing, is relayed as the proxy would relay it.
 */
export async function upcomingPage(
  answers: AnswerSource,
  query: UpcomingQuery,
): Promise<KeptAnswer> {
  const list = await answers(DISCOVER_TV, upcomingDiscoverParams(query));
  if (list.status !== 200) return list;
  const paged = JSON.parse(list.json) as Paged<CatalogueListItem>;
  const candidates = filterAdult(upcomingCandidates(paged.results), query.allowAdult);
  const looked = await Promise.all(
    candidates.map((show) => answers({ kind: 'details', mediaType: 'tv', id: show.id }, {})),
  );
  const found = looked.flatMap((answer) =>
    answer.status === 200 ? [JSON.parse(answer.json) as TvDetails] : [],
  );
  const firstFailure = looked.find((answer) => answer.status !== 200);
  if (firstFailure && found.length === 0) return firstFailure;
  const page: UpcomingPage = {
    entries: buildUpcomingEntries(filterAdult(found, query.allowAdult), query.from),
    page: query.page,
    hasMore: hasMorePages(query.page, paged.total_pages),
  };
  return { status: 200, json: JSON.stringify(page) };
}

/** GET /api/catalogue/upcoming: Coming soon's page in one call (see UPCOMING_PATH). */
export function upcomingRoute(
  app: FastifyInstance,
  answers: AnswerSource,
  limit: onRequestHookHandler | undefined,
): void {
  app.get(
    UPCOMING_PATH,
    {
      ...(limit ? { onRequest: limit } : {}),
      ...publicRoute({
        tag: 'Catalogue',
        tokens: false,
        summary: 'Shows whose next episode airs in a window, soonest first',
        description:
          '`from` is your today (`YYYY-MM-DD`) and `days` the window; each page examines one page of `discover/tv`. Anonymous calls are limited per address.',
        querystring: upcomingQuerySchema,
      }),
    },
    async (request, reply) => {
      const { adult, ...query } = parseRequest(upcomingQuerySchema, request.query, 'query');
      const answer = await upcomingPage(answers, { ...query, allowAdult: adult === 'true' });
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
