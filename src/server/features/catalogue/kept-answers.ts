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
 * Calls that arrive while the same one is being answered share its answer, so a burst of visitors
 * opening the same page asks the provider once rather than queueing a query each. When an update
 * replaces the catalogue (its version changes), every kept answer is dropped.
 */
export function serializedAnswers(provider: CatalogueProvider) {
  const answerCache = perCatalogueVersion(provider, newAnswerCache);
  const answering = perCatalogueVersion(provider, () => new Map<string, Promise<KeptAnswer>>());
  const keyOf = (endpoint: CatalogueEndpoint, parameters: Record<string, string>) =>
    `${stableJson(endpoint)}${stableJson(parameters)}`;
  const ask = async (endpoint: CatalogueEndpoint, parameters: Record<string, string>) => {
    const answer = await provider.get(endpoint, parameters);
    return { status: answer.status, json: JSON.stringify(answer.body) };
  };
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
      const inFlight = answering();
      const pending = inFlight.get(key);
      if (pending) return pending;
      const started = ask(endpoint, parameters).then((serialized) => {
        const lifetime = maxAgeSeconds(endpoint.kind, serialized.status) * 1000;
        if (lifetime > 0) cache.set(key, serialized, { ttl: lifetime });
        return serialized;
      });
      inFlight.set(key, started);
      return started.finally(() => inFlight.delete(key));
    },
  };
}

export type SerializedAnswers = ReturnType<typeof serializedAnswers>;
