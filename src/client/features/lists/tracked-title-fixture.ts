import type { ListCounts, ListPage } from '../../../shared/lists-api';
import type { TrackedTitle } from '../../../shared/tracked-title';

/** A tracked title as GET /api/lists answers it, for the lists screen's unit tests. */
export function trackedTitle(overrides: Partial<TrackedTitle> = {}): TrackedTitle {
  return {
    id: 5114,
    media_type: 'tv',
    status: 'watching',
    current_season: 1,
    current_episode: 1,
    title: null,
    name: 'Fullmetal Alchemist: Brotherhood',
    poster_path: null,
    overview: 'Two brothers search for the Philosopher’s Stone.',
    vote_average: 9.1,
    first_air_date: '2009-04-05',
    release_date: null,
    genres: [{ id: 16, name: 'Animation' }],
    trackedAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export const NO_COUNTS: ListCounts = {
  watching: 0,
  planToWatch: 0,
  completed: 0,
  onHold: 0,
  dropped: 0,
};

export function listPage(
  items: TrackedTitle[],
  nextCursor: string | null = null,
  counts: Partial<ListCounts> = {},
): ListPage {
  return {
    items,
    nextCursor,
    total: items.length,
    counts: { ...NO_COUNTS, ...counts },
  };
}
