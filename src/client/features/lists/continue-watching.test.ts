import { describe, expect, it } from 'vitest';
import { continueWatching } from './continue-watching';
import { trackedTitle } from './tracked-title-fixture';

describe('continue watching', () => {
  it('offers the series being watched, the one touched last first', () => {
    const titles = continueWatching([
      trackedTitle({ id: 1, updatedAt: '2026-11-01T00:00:00.000Z' }),
      trackedTitle({ id: 2, updatedAt: '2026-11-03T00:00:00.000Z' }),
      trackedTitle({ id: 3, status: 'completed', updatedAt: '2026-11-04T00:00:00.000Z' }),
      trackedTitle({ id: 4, media_type: 'movie', updatedAt: '2026-11-05T00:00:00.000Z' }),
      trackedTitle({ id: 5, format: 'MOVIE', updatedAt: '2026-11-05T00:00:00.000Z' }),
    ]);
    expect(titles.map((title) => title.id)).toEqual([2, 1]);
  });

  it('offers at most twelve', () => {
    const many = Array.from({ length: 20 }, (_, id) => trackedTitle({ id: id + 1 }));
    expect(continueWatching(many)).toHaveLength(12);
  });
});
