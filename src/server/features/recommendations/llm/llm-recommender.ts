import pLimit from 'p-limit';
import { isAdultTitle } from '../../../../shared/adult-filter';
import { isMediaType } from '../../../../shared/normalise';
import type { RecommendedTitle } from '../../../../shared/recommendations-api';
import { candidateKey } from '../built-in/candidate';
import type { CatalogueReader } from '../../catalogue/catalogue-reader';
import type { RecommendationQuery } from '../recommendation-query';
import { requestChatCompletion, type LlmSettings } from './chat-completion';
import { LlmUnusableError } from './llm-error';
import { recommendationMessages } from './prompt';
import { resolveSuggestion } from './resolve-suggestion';
import { parseSuggestions } from './suggestions';

/** Catalogue lookups in flight for one answer; TMDB's own limiter bounds the rest. */
const RESOLVE_CONCURRENCY = 4;

/**
 * Recommendations from an OpenAI-compatible model: a prompt from the lists, a strictly parsed
 * answer, every title found in the catalogue (spec §5 title id check) or dropped. Throws
 * LlmUnusableError when nothing usable comes back, so the caller can fall back.
 */
export class LlmRecommender {
  constructor(
    private readonly settings: LlmSettings,
    private readonly reader: CatalogueReader,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  get model(): string {
    return this.settings.model ?? 'the configured model';
  }

  async recommend(query: RecommendationQuery): Promise<RecommendedTitle[]> {
    const content = await requestChatCompletion(
      this.settings,
      recommendationMessages(
        query.items,
        query.excludeTitles,
        query.limit,
        query.own.filter((title) => title.favourite).map((title) => title.title),
      ),
      this.fetchImpl,
    );
    const suggestions = parseSuggestions(content);
    const resolved = await pLimit(RESOLVE_CONCURRENCY).map(suggestions, async (suggestion) => ({
      suggestion,
      item: await resolveSuggestion(this.reader, suggestion),
    }));
    const excluded = new Set([...query.own.map((title) => title.key), ...query.exclude]);
    const titles: RecommendedTitle[] = [];
    for (const { suggestion, item } of resolved) {
      if (!item || !isMediaType(item.media_type)) continue;
      const key = candidateKey(item.media_type, item.id);
      if (excluded.has(key) || (!query.allowAdult && isAdultTitle(item))) continue;
      excluded.add(key);
      titles.push({
        ...item,
        media_type: item.media_type,
        reason: suggestion.reason,
        source: 'llm',
      });
      if (titles.length >= query.limit) break;
    }
    if (titles.length === 0) {
      throw new LlmUnusableError(
        'nothing-resolved',
        `suggested ${suggestions.length} titles, none of them new to the user and found in the catalogue`,
      );
    }
    return titles;
  }
}
