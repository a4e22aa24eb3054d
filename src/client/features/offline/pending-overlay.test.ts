import { describe, expect, it } from 'vitest';
import type { TrackedTitle } from '../../../shared/tracked-title';
import { trackedTitle } from '../lists/tracked-title-fixture';
import type { PendingBatch } from './offline-lists';
import { withPendingApplied } from './pending-overlay';

const T1 = Date.UTC(2026, 10, 2);
const fma = trackedTitle({ current_episode: 5 });
const held = new Map<string, TrackedTitle>([['tv/5114', fma]]);

const batch = (request: PendingBatch['request'], madeAt = T1): PendingBatch => ({
  id: String(madeAt),
  request,
  madeAt,
});

describe('showing waiting changes over the saved list', () => {
  it('applies changes in order, as made on this device', () => {
    const shown = withPendingApplied(held, [
      batch({ kind: 'put', key: fma, body: { current_episode: 6 } }),
      batch({ kind: 'put', key: fma, body: { status: 'onHold' } }, T1 + 1000),
    ]);
    expect(shown.get('tv/5114')).toMatchObject({
      current_episode: 6,
      status: 'onHold',
      name: fma.name,
      updatedAt: new Date(T1 + 1000).toISOString(),
    });
    expect(held.get('tv/5114')).toBe(fma);
  });

  it('adds a title added offline at season 1, episode 1, and drops one removed offline', () => {
    const shown = withPendingApplied(held, [
      batch({
        kind: 'put',
        key: { media_type: 'movie', id: 199 },
        body: { status: 'planToWatch', title: 'Sen to Chihiro no Kamikakushi' },
      }),
      batch({ kind: 'delete', key: fma }),
    ]);
    expect([...shown.keys()]).toEqual(['movie/199']);
    expect(shown.get('movie/199')).toMatchObject({
      status: 'planToWatch',
      current_season: 1,
      current_episode: 1,
      genres: [],
      trackedAt: new Date(T1).toISOString(),
    });
  });

  it('cannot show a change to a title it does not hold unless it says the status', () => {
    const shown = withPendingApplied(new Map(), [
      batch({ kind: 'put', key: fma, body: { current_episode: 2 } }),
      batch({ kind: 'entry', key: fma, season: 1, body: { score: 80 } }),
    ]);
    expect(shown.size).toBe(0);
  });

  it('shows a season’s score, notes and tags changed offline on that season alone', () => {
    const shown = withPendingApplied(held, [
      batch({ kind: 'entry', key: fma, season: 2, body: { score: 80, tags: ['rewatch'] } }),
      batch({ kind: 'entry', key: fma, season: 2, body: { notes: 'Better the second time.' } }),
    ]);
    const title = shown.get('tv/5114');
    expect(title).toMatchObject({ current_season: 1, current_episode: 5, status: 'watching' });
    expect(title?.seasons).toEqual([
      expect.objectContaining({
        season: 2,
        score: 80,
        tags: ['rewatch'],
        notes: 'Better the second time.',
        favourite: false,
      }),
    ]);
  });
});
