import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { statsQuerySchema, type StatsAnswer } from '../../../shared/stats-api';
import { parseRequest } from '../../http/validation';
import { pageLanguage } from '../../i18n/page-language';
import { readerOf } from '../../i18n/reader-language';
import { loadServerMessages } from '../../i18n/server-messages';
import type { AuthServices } from '../auth/auth-services';
import { requireCaller } from '../auth/session-guard';
import { publicRoute } from '../api-docs/public-route';
import type { StatsAnswers } from './stats-answers';
import { statsAnswerSchema } from './stats-responses';
import { summaryPng } from './summary-image';

export interface StatsContext {
  services: AuthServices;
  answers: StatsAnswers;
}

/** The signed-in user's own figures, and their yearly summary as a picture to share. */
export function statsRoutes(app: FastifyInstance, { services, answers }: StatsContext): void {
  app.get(
    '/api/stats',
    publicRoute({
      tag: 'Stats',
      tokens: true,
      operationId: 'getStats',
      summary: 'Your figures for one year',
      querystring: statsQuerySchema,
      responses: { 200: statsAnswerSchema },
    }),
    async (request, reply): Promise<StatsAnswer> => {
      const { user } = await requireCaller(services, request, reply);
      const query = parseRequest(statsQuerySchema, request.query, 'query');
      reply.header('Cache-Control', 'private, no-store');
      return answers.of(user.id, query, services.clock.now());
    },
  );

  app.get(
    '/api/stats/summary.png',
    publicRoute({
      tag: 'Stats',
      tokens: true,
      operationId: 'getStatsSummaryImage',
      summary: 'Your yearly summary as a PNG picture to share',
      querystring: statsQuerySchema,
      responses: {
        200: {
          description: 'The picture.',
          content: { 'image/png': { schema: z.string().meta({ format: 'binary' }) } },
        },
      },
    }),
    async (request, reply) => {
      const { user } = await requireCaller(services, request, reply);
      const query = parseRequest(statsQuerySchema, request.query, 'query');
      const stats = await answers.of(user.id, query, services.clock.now());
      // In the account's language, else the one the page or app asking for it is in.
      const { language, titleLanguage } = readerOf(user, pageLanguage(request));
      const t = (await loadServerMessages()).in(language);
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `inline; filename="tsuzuki-${stats.year}.png"`)
        .type('image/png')
        .send(await summaryPng(stats, { language, t, titleLanguage }));
    },
  );
}
