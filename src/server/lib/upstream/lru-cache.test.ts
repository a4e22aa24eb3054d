import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache';

const entry = (value: string, weight = 1, freshUntil = 100, keepUntil = 200) => ({
  value,
  weight,
  freshUntil,
  keepUntil,
});

describe('LruCache', () => {
  it('answers fresh before freshUntil and stale until keepUntil, then forgets', () => {
    const cache = new LruCache<string>({ maxEntries: 10, maxWeight: 100 });
    cache.set('a', entry('A'));
    expect(cache.lookup('a', 99)).toEqual({ value: 'A', fresh: true });
    expect(cache.lookup('a', 100)).toEqual({ value: 'A', fresh: false });
    expect(cache.lookup('a', 200)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.weight).toBe(0);
  });

  it('evicts the least recently used entry when it holds too many', () => {
    const cache = new LruCache<string>({ maxEntries: 2, maxWeight: 100 });
    cache.set('a', entry('A'));
    cache.set('b', entry('B'));
    cache.lookup('a', 0);
    cache.set('c', entry('C'));
    expect(cache.lookup('b', 0)).toBeUndefined();
    expect(cache.lookup('a', 0)?.value).toBe('A');
    expect(cache.lookup('c', 0)?.value).toBe('C');
  });

  it('evicts by total weight and keeps the weight count right on replacement', () => {
    const cache = new LruCache<string>({ maxEntries: 10, maxWeight: 10 });
    cache.set('a', entry('A', 4));
    cache.set('b', entry('B', 4));
    cache.set('a', entry('A2', 5));
    expect(cache.weight).toBe(9);
    cache.set('c', entry('C', 3));
    expect(cache.lookup('b', 0)).toBeUndefined();
    expect(cache.weight).toBe(8);
  });

  it('refuses an entry heavier than the whole cache without flushing the rest', () => {
    const cache = new LruCache<string>({ maxEntries: 10, maxWeight: 10 });
    cache.set('a', entry('A', 4));
    cache.set('huge', entry('H', 11));
    expect(cache.lookup('huge', 0)).toBeUndefined();
    expect(cache.lookup('a', 0)?.value).toBe('A');
  });
});
