import { describe, expect, it } from 'vitest';
import { statsTitleOf, type StatsRow } from './tracked-rows';

const ROW: StatsRow = {
  media_type: 'tv',
  title_id: 7,
  status: 'watching',
  title: null,
  name: 'Frieren',
  vote_average: 8.8,
  first_air_date: '2023-09-29',
  release_date: null,
  genres: '[{"id":18,"name":"Drama"}]',
  extras: '{"format":"ONA","seriesDetails":{"episode_run_time":[25]}}',
};

describe('statsTitleOf', () => {
  it('reads the stored JSON of genres and the extras that were written', () => {
    expect(statsTitleOf(ROW)).toEqual({
      id: 7,
      media_type: 'tv',
      status: 'watching',
      title: null,
      name: 'Frieren',
      vote_average: 8.8,
      first_air_date: '2023-09-29',
      release_date: null,
      genres: [{ id: 18, name: 'Drama' }],
      format: 'ONA',
      seriesDetails: { episode_run_time: [25] },
    });
  });

  it('answers no genres and no extras when none were stored', () => {
    const title = statsTitleOf({ ...ROW, genres: null, extras: null });
    expect(title.genres).toEqual([]);
    expect(title).not.toHaveProperty('format');
  });
});
