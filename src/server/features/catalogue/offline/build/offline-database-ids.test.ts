import { describe, expect, it } from 'vitest';
import { OfflineDatabaseIds } from './offline-database-ids';

describe('OfflineDatabaseIds', () => {
  it('uses the MyAnimeList id when a source names it', () => {
    const ids = new OfflineDatabaseIds();
    expect(ids.assign(['https://anilist.co/anime/20', 'https://myanimelist.net/anime/20'])).toBe(
      20,
    );
  });

  it('places other sites in their own ranges, and hashes what has no numeric id', () => {
    const ids = new OfflineDatabaseIds();
    expect(ids.assign(['https://anilist.co/anime/170942'])).toBe(1_100_170_942);
    expect(ids.assign(['https://kitsu.app/anime/12'])).toBe(1_200_000_012);
    expect(ids.assign(['https://anidb.net/anime/69'])).toBe(1_300_000_069);
    const hashed = ids.assign(['https://www.anime-planet.com/anime/one-piece']);
    expect(hashed).toBeGreaterThanOrEqual(1_400_000_000);
    expect(hashed).toBeLessThan(2 ** 31);
    expect(new OfflineDatabaseIds().assign(['https://www.anime-planet.com/anime/one-piece'])).toBe(
      hashed,
    );
  });

  it('refuses an id already taken, and probes past a hash collision', () => {
    const ids = new OfflineDatabaseIds();
    expect(ids.assign(['https://myanimelist.net/anime/1'])).toBe(1);
    expect(ids.assign(['https://myanimelist.net/anime/1'])).toBeNull();
    const first = ids.assign(['https://notify.moe/anime/abc']);
    const second = ids.assign(['https://notify.moe/anime/abc']);
    expect(second).toBe((first ?? 0) + 1);
  });
});
