import type { FastifyBaseLogger } from 'fastify';
import { RECOMMENDATION_FALLBACK_COUNT } from '../../../shared/catalogue-constants';
import type { RecommendationSource, RecommendedTitle } from '../../../shared/recommendations-api';
import type { BuiltInRecommender } from './built-in/built-in-recommender';
import { candidateKey } from './built-in/candidate';
import type { CatalogueReader } from '../catalogue/catalogue-reader';
import { defaultPicks } from './default-picks';
import type { LlmRecommender } from './llm/llm-recommender';
import { LlmUnusableError } from './llm/llm-error';
import type { PaddingFilter } from './padding/padding-filter';
import type { RecommendationQuery } from './recommendation-query';

/** The built-in recommender ranks this many times the set, so what padding leaves out is replaced. */
const PADDED_RANKING = 3;

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
    private readonly padding: PaddingFilter,
    private readonly random: () => number = Math.random,
  ) {}

  async recommend(
    query: RecommendationQuery,
    log: FastifyBaseLogger,
  ): Promise<RecommendationAnswer> {
    const picked = query.picks.genres.length + query.picks.titles.length > 0;
    const loved = query.own.some((title) => title.favourite);
    if (query.items.length === 0 && !picked && !loved) return this.defaults(query);
    // The model is asked about lists; picks alone are the built-in recommender's to read.
    const fromModel =
      this.llm && query.items.length > 0
        ? await this.withoutPadding(await this.askModel(this.llm, query, log), query, query.limit)
        : [];
    if (fromModel.length >= query.limit) return { titles: fromModel, recommender: 'llm' };

    const shown = fromModel.map((title) => candidateKey(title.media_type, title.id));
    const wanted = query.limit - fromModel.length;
    const ranked = await this.builtIn.recommend({
      ...query,
      exclude: new Set([...query.exclude, ...shown]),
      limit: query.includeExtras ? wanted : wanted * PADDED_RANKING,
    });
    const titles = [...fromModel, ...(await this.withoutPadding(ranked, query, wanted))];
    if (titles.length === 0) return this.defaults(query);
    return { titles, recommender: fromModel.length > 0 ? 'llm' : 'built-in' };
  }

  private async defaults(query: RecommendationQuery): Promise<RecommendationAnswer> {
    const picks = await defaultPicks(this.reader, query, this.random);
    return {
      titles: await this.withoutPadding(picks, query, RECOMMENDATION_FALLBACK_COUNT),
      recommender: 'fallback',
    };
  }

  private withoutPadding(
    titles: readonly RecommendedTitle[],
    query: RecommendationQuery,
    limit: number,
  ): Promise<RecommendedTitle[]> {
    if (query.includeExtras) return Promise.resolve(titles.slice(0, limit));
    return this.padding.keep(titles, query.own, limit);
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
