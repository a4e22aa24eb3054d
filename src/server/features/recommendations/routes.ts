import type { FastifyInstance } from 'fastify';
import {
  RECOMMENDATION_COUNT,
  RECOMMENDATION_LIMITS,
  RECOMMENDATIONS_PATH,
  recommendationRequestSchema,
  type RecommendedTitle,
} from '../../../shared/recommendations-api';
import { parseRequest } from '../../http/validation';
import { TooManyRequestsError } from '../auth/auth-error';
import type { AuthServices } from '../auth/auth-services';
import { profileOf } from '../auth/auth-user';
import { requireSignedIn } from '../auth/session-guard';
import { candidateKey } from './built-in/candidate';
import type { ListSignals } from './list-signals';
import type { RecommendationService } from './recommendation-service';

/** A model call can cost money and seconds: a person asking again and again is plenty at this rate. */
export const RECOMMENDATION_RATE_LIMIT = { limit: 20, windowMs: 10 * 60_000 };

export interface RecommendationRoutesInput {
  services: AuthServices;
  signals: ListSignals;
  recommendations: RecommendationService;
}

/** Spec §7 "Own backend": POST /api/getRecommendations, for the signed-in user only. */
export function recommendationRoutes(app: FastifyInstance, input: RecommendationRoutesInput): void {
  const { services, signals, recommendations } = input;
  const limiter = services.rateLimits.limit('recommendations-by-user', RECOMMENDATION_RATE_LIMIT);

  app.post(
    RECOMMENDATIONS_PATH,
    { bodyLimit: RECOMMENDATION_LIMITS.bodyBytes },
    async (request, reply): Promise<RecommendedTitle[]> => {
      const { user } = await requireSignedIn(services, request, reply);
      const body = parseRequest(recommendationRequestSchema, request.body, 'body');
      const waitMs = await limiter.take(user.id);
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new TooManyRequestsError(
          `Too many recommendation requests. Try again in ${seconds} seconds.`,
          seconds,
        );
      }

      const exclude = body.exclude ?? [];
      const { favouriteGenres, favouriteTitles } = profileOf(user);
      const answer = await recommendations.recommend(
        {
          userId: user.id,
          items: body.lists,
          own: await signals.ownTitles(user.id),
          exclude: new Set(exclude.map((title) => candidateKey(title.media_type, title.id))),
          excludeTitles: exclude.flatMap((title) => (title.title ? [title.title] : [])),
          allowAdult: user.allow_adult === 1,
          limit: RECOMMENDATION_COUNT,
          picks: { genres: favouriteGenres, titles: favouriteTitles },
          includeExtras: body.includeExtras === true,
        },
        request.log,
      );
      reply.header('Cache-Control', 'no-store').header('X-Recommender', answer.recommender);
      return answer.titles;
    },
  );
}
