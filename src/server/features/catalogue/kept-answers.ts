import { LRUCache } from 'lru-cache';
import type { CatalogueEndpoint } from '../../../shared/catalogue-endpoints';
import { stableJson } from '../../lib/upstream/stable-json';
import { perCatalogueVersion } from './per-catalogue-version';
import type { CatalogueProvider } from './provider';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/** How long a browser or shared cache may reuse each kind of answer. */
export const MAX_AGE_SECONDS: Record<CatalogueEndpoint['kind'], number> = {
  'search-multi': 10 * MINUTE,
  'search-typed': 10 * MINUTE,
  discover: 30 * MINUTE,
  'genre-list': DAY,
  details: 6 * HOUR,
  season: 6 * HOUR,
};
/** An unknown title may be added upstream soon; remember its absence only briefly. */
const NOT_FOUND_MAX_AGE_SECONDS = MINUTE;

export function maxAgeSeconds(kind: CatalogueEndpoint['kind'], status: number): number {
  if (status === 200) return MAX_AGE_SECONDS[kind];
  if (status === 404) return NOT_FOUND_MAX_AGE_SECONDS;
  return 0;
}

/** A catalogue answer as kept and sent: its status and its JSON text. */
export interface KeptAnswer {
  status: number;
  json: string;
}

const newAnswerCache = () =>
  new LRUCache<string, KeptAnswer>({
    max: 4000,
    maxSize: 64_000_000,
    sizeCalculation: (answer) => Math.max(1, answer.json.length),
  });

/**
 * Keeps each answer as the JSON text sent, for as long as browsers are told to keep it: a repeated
 * call costs neither a provider query nor serialisation, whichever provider is behind the proxy.
 * When an update replaces the catalogue (its version changes), every kept answer is dropped.
 */
export function serializedAnswers(provider: CatalogueProvider) {
  const answerCache = perCatalogueVersion(provider, newAnswerCache);
  const keyOf = (endpoint: CatalogueEndpoint, parameters: Record<string, string>) =>
    `${stableJson(endpoint)}${stableJson(parameters)}`;
  return {
    /** The answer kept for this call, if any, without asking the provider. */
    kept(endpoint: CatalogueEndpoint, parameters: Record<string, string>) {
      return answerCache().get(keyOf(endpoint, parameters));
    },
    async get(endpoint: CatalogueEndpoint, parameters: Record<string, string>) {
      const cache = answerCache();
      const key = keyOf(endpoint, parameters);
      const hit = cache.get(key);
      if (hit) return hit;
      const answer = await provider.get(endpoint, parameters);
      const serialized = { status: answer.status, json: JSON.stringify(answer.body) };
      const lifetime = maxAgeSeconds(endpoint.kind, answer.status) * 1000;
      if (lifetime > 0) cache.set(key, serialized, { ttl: lifetime });
      return serialized;
    },
  };
}

export type SerializedAnswers = ReturnType<typeof serializedAnswers>;
