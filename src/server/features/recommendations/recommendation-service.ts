import type { FastifyBaseLogger } from 'fastify';
import type { RecommendationSource, RecommendedTitle } from '../../../shared/recommendations-api';
import type { BuiltInRecommender } from './built-in/built-in-recommender';
import { candidateKey } from './built-in/candidate';
import type { CatalogueReader } from '../catalogue/catalogue-reader';
import { defaultPicks } from './default-picks';
import type { LlmRecommender } from './llm/llm-recommender';
import { LlmUnusableError } from './llm/llm-error';
import type { RecommendationQuery } from './recommendation-query';

export interface RecommendationAnswer {
  titles: RecommendedTitle[];
  /** Who chose the set, for the page's credit line and the logs. */
  recommender: RecommendationSource;
}

/**
 * Chooses the recommender for one request: the language model when configured, topped up or
 * replaced by the built-in one when its answer falls short, and the spec's default picks when
 * the lists give nothing to go on.
 */
export class RecommendationService {
  constructor(
    private readonly reader: CatalogueReader,
    private readonly builtIn: BuiltInRecommender,
    private readonly llm: LlmRecommender | null,
    private readonly random: () => number = Math.random,
  ) {}

  async recommend(
    query: RecommendationQuery,
    log: FastifyBaseLogger,
  ): Promise<RecommendationAnswer> {
    if (query.items.length === 0) return this.defaults(query);
    const fromModel = this.llm ? await this.askModel(this.llm, query, log) : [];
    if (fromModel.length >= query.limit) return { titles: fromModel, recommender: 'llm' };

    const shown = fromModel.map((title) => candidateKey(title.media_type, title.id));
    const topUp = await this.builtIn.recommend({
      ...query,
      exclude: new Set([...query.exclude, ...shown]),
      limit: query.limit - fromModel.length,
    });
    const titles = [...fromModel, ...topUp];
    if (titles.length === 0) return this.defaults(query);
    return { titles, recommender: fromModel.length > 0 ? 'llm' : 'built-in' };
  }

  private async defaults(query: RecommendationQuery): Promise<RecommendationAnswer> {
    return { titles: await defaultPicks(this.reader, query, this.random), recommender: 'fallback' };
  }

  private async askModel(
    llm: LlmRecommender,
    query: RecommendationQuery,
    log: FastifyBaseLogger,
  ): Promise<RecommendedTitle[]> {
    try {
      return await llm.recommend(query);
    } catch (error) {
      if (!(error instanceof LlmUnusableError)) throw error;
      log.warn(
        { recommender: 'llm', reason: error.reason },
        `LLM recommendations unusable: the model ${error.message}; using the built-in recommender`,
      );
      return [];
    }
  }
}
