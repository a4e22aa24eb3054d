import type { RecommendationItem } from '../../../shared/recommendations-api';
import type { Picks } from './built-in/taste';
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
  /** The onboarding picks, the taste a thin list starts from. */
  picks: Picks;
  /** Specials, recaps and sequels of unstarted titles stay in only when asked for. */
  includeExtras: boolean;
}
