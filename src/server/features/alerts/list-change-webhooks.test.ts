import { describe, expect, it } from 'vitest';
import type { TrackedTitle } from '../../../shared/tracked-title';
import { listChangeLine, type ListChangeEvent } from './list-change-webhooks';

const BASE = 'https://anime.example.org';

function event(changes: Partial<ListChangeEvent>): ListChangeEvent {
  return {
    event: 'list.changed',
    sentAt: '2026-11-29T08:00:00.000Z',
    saved: [],
    removed: [],
    moreTitles: 0,
    imported: null,
    ...changes,
  };
}

const frieren = {
  media_type: 'tv',
  id: 154587,
  name: 'Frieren',
  title: null,
  status: 'watching',
  current_season: 1,
  current_episode: 12,
} as TrackedTitle;

describe('the line a chat service shows of a list change', () => {
  it('names one title with its list and progress, linking to the lists', () => {
    expect(listChangeLine(event({ saved: [frieren] }), BASE)).toEqual({
      title: 'Your list changed',
      body: 'Frieren: Watching, S1E12',
      url: `${BASE}/mylists`,
    });
  });

  it('counts titles changed, removed and imported', () => {
    const line = listChangeLine(
      event({
        saved: [frieren],
        moreTitles: 2,
        removed: [{ media_type: 'movie', id: 2 }],
        imported: { matched: 3062, unmatched: 2, skipped: 0 },
      }),
      BASE,
    );
    expect(line.body).toBe('3 titles changed; 1 title removed; import: 3,062 titles');
  });
});
