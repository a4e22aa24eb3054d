import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/connect';
import type { AuthServices } from '../auth/auth-services';
import type { CatalogueProvider } from '../catalogue/provider';
import { BuiltInRecommender } from './built-in/built-in-recommender';
import { CatalogueReader } from '../catalogue/catalogue-reader';
import { ListSignals } from './list-signals';
import { LlmRecommender } from './llm/llm-recommender';
import { PaddingFilter } from './padding/padding-filter';
import { RecommendationService } from './recommendation-service';
import { recommendationRoutes } from './routes';

export interface RecommendationsInput {
  database: AppDatabase;
  services: AuthServices;
  catalogue: CatalogueProvider;
  llm: Config['llm'];
}

/** The recommendations feature: the built-in recommender, the language model when configured. */
export function registerRecommendations(app: FastifyInstance, input: RecommendationsInput): void {
  const reader = new CatalogueReader(input.catalogue);
  const signals = new ListSignals(input.database);
  const llm = input.llm ? new LlmRecommender(input.llm, reader) : null;
  const recommendations = new RecommendationService(
    reader,
    new BuiltInRecommender(reader, signals),
    llm,
    new PaddingFilter(reader),
  );
  recommendationRoutes(app, { services: input.services, signals, recommendations });
}
