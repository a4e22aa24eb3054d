import type { ListPage } from '../../../shared/lists-api';
import { LIST_STATUSES, type ListStatus } from '../../../shared/tracked-title';
import { LruCache } from '../../lib/upstream/lru-cache';
import type { TrackedTitleStore } from './tracked-title-store';

export interface PageQuery {
  limit: number;
  cursor?: string | undefined;
  status?: ListStatus | undefined;
}

/** A page of 100 titles is about 50 kB of JSON; this keeps a few hundred busy pages. */
const CACHE_LIMITS = { maxEntries: 2000, maxWeight: 32_000_000 };
const KEEP_MS = 10 * 60_000;

/**
 * List pages as the JSON sent, per user, list version and query. A version never changes
 * meaning, so a cached page is exact; reading the version (one indexed row) is all a repeat
 * read costs, on every instance, whichever instance made the last change (decision 092).
 */
export class ListPages {
  private readonly cache = new LruCache<string>(CACHE_LIMITS);

  constructor(
    private readonly store: TrackedTitleStore,
    private readonly now: () => number,
  ) {}

  async json(userId: string, version: number, query: PageQuery): Promise<string> {
    const key = `${userId}\n${version}\n${query.status ?? ''}\n${query.cursor ?? ''}\n${query.limit}`;
    const now = this.now();
    const cached = this.cache.lookup(key, now);
    if (cached?.fresh) return cached.value;
    const [page, counts] = await Promise.all([
      this.store.page(userId, query),
      this.store.countsAt(userId, version),
    ]);
    const total = query.status
      ? counts[query.status]
      : LIST_STATUSES.reduce((sum, status) => sum + counts[status], 0);
    const body: ListPage = { ...page, total, counts };
    const json = JSON.stringify(body);
    this.cache.set(key, {
      value: json,
      weight: json.length,
      freshUntil: now + KEEP_MS,
      keepUntil: now + KEEP_MS,
    });
    return json;
  }
}
