export interface CacheLimits {
  /** Most entries held at once. */
  maxEntries: number;
  /** Most total weight held at once (callers weigh an entry by its serialised size). */
  maxWeight: number;
}

export interface CacheEntry<Value> {
  value: Value;
  weight: number;
  /** Until this instant (ms since the epoch) the entry is fresh. */
  freshUntil: number;
  /** Until this instant the entry may still be served as a stale fallback; then it is dropped. */
  keepUntil: number;
}

export interface CacheHit<Value> {
  value: Value;
  fresh: boolean;
}

/**
 * A map that forgets its least recently used entries once it holds too many or too much.
 * A Map iterates in insertion order, so re-inserting on every read keeps the oldest first.
 */
export class LruCache<Value> {
  private readonly entries = new Map<string, CacheEntry<Value>>();
  private totalWeight = 0;

  constructor(private readonly limits: CacheLimits) {}

  get size(): number {
    return this.entries.size;
  }

  get weight(): number {
    return this.totalWeight;
  }

  lookup(key: string, now: number): CacheHit<Value> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.keepUntil <= now) {
      this.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { value: entry.value, fresh: entry.freshUntil > now };
  }

  set(key: string, entry: CacheEntry<Value>): void {
    this.delete(key);
    // One oversized answer must not flush everything else out.
    if (entry.weight > this.limits.maxWeight) return;
    this.entries.set(key, entry);
    this.totalWeight += entry.weight;
    while (this.entries.size > this.limits.maxEntries || this.totalWeight > this.limits.maxWeight) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalWeight -= entry.weight;
  }
}
