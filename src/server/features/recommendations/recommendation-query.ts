import type { RecommendationItem } from '../../../shared/recommendations-api';
import type { OwnTitle } from './list-signals';

/** One request for recommendations, as both recommenders take it. */
export interface RecommendationQuery {
  userId: string;
  items: readonly RecommendationItem[];
  /** Every title on the user's lists as stored, never to be recommended. */
  own: readonly OwnTitle[];
  /** Keys (`tv:123`) shown in earlier sets, not to be repeated. */
  exclude: ReadonlySet<string>;
  /** The names of those titles, where the client sent them, for the language model's prompt. */
  excludeTitles: readonly string[];
  allowAdult: boolean;
  limit: number;
}
