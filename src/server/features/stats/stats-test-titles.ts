import type { TrackedTitle } from '../../../shared/tracked-title';

/** A tracked title as the lists store answers it, for the stats unit tests. */
export function statsTitle(overrides: Partial<TrackedTitle> = {}): TrackedTitle {
  return {
    id: 1,
    media_type: 'tv',
    status: 'watching',
    current_season: 1,
    current_episode: 1,
    title: null,
    name: 'Frieren: Beyond Journey’s End',
    poster_path: null,
    overview: null,
    vote_average: 8.8,
    first_air_date: '2023-09-29',
    release_date: null,
    genres: [
      { id: 16, name: 'Animation' },
      { id: 18, name: 'Drama' },
    ],
    trackedAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
