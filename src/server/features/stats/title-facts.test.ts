import { describe, expect, it } from 'vitest';
import { statsTitle } from './stats-test-titles';
import { ASSUMED_EPISODE_MINUTES, ASSUMED_FILM_MINUTES, titleFactsOf } from './title-facts';

describe('titleFactsOf', () => {
  it('assumes a usual length when the title does not say: an episode, or a film', () => {
    expect(titleFactsOf(statsTitle())).toMatchObject({
      minutes: ASSUMED_EPISODE_MINUTES,
      runtimeAssumed: true,
    });
    expect(titleFactsOf(statsTitle({ media_type: 'movie' }))).toMatchObject({
      minutes: ASSUMED_FILM_MINUTES,
      runtimeAssumed: true,
    });
  });

  it('reads runtimes and season lengths from TMDB-shaped series details', () => {
    const facts = titleFactsOf(
      statsTitle({
        seriesDetails: {
          episode_run_time: [],
          last_episode_to_air: { runtime: 25 },
          seasons: [
            { season_number: 0, episode_count: 3 },
            { season_number: 1, episode_count: 28 },
            { season_number: 2, episode_count: 'many' },
          ],
        },
      }),
    );
    expect(facts).toMatchObject({ minutes: 25, runtimeAssumed: false });
    expect(facts.episodesInSeason(1)).toBe(28);
    expect(facts.episodesInSeason(2)).toBeNull();
    expect(
      titleFactsOf(statsTitle({ media_type: 'movie', seriesDetails: { runtime: 107 } })),
    ).toMatchObject({ minutes: 107, runtimeAssumed: false });
  });

  it('keeps only formats that say more than the media type', () => {
    expect(titleFactsOf(statsTitle({ format: 'OVA' })).format).toBe('OVA');
    expect(titleFactsOf(statsTitle({ format: 'TV' })).format).toBeNull();
    expect(titleFactsOf(statsTitle()).format).toBeNull();
  });

  it('takes a one-season count from the stored episodes when details list no seasons', () => {
    expect(titleFactsOf(statsTitle({ episodes: 12 })).episodesInSeason(1)).toBe(12);
  });

  it('places a title in its airing season: the stored one, else its first date', () => {
    expect(titleFactsOf(statsTitle({ season: 'SPRING', seasonYear: 2024 })).airing).toEqual({
      season: 'spring',
      year: 2024,
    });
    expect(titleFactsOf(statsTitle()).airing).toEqual({ season: 'summer', year: 2023 });
    expect(titleFactsOf(statsTitle({ first_air_date: '' })).airing).toBeNull();
  });

  it('puts scores on a 1–10 scale, reading a 0–100 average as tenths, and 0 as unscored', () => {
    expect(titleFactsOf(statsTitle({ vote_average: 8.8 })).score).toBe(8);
    expect(titleFactsOf(statsTitle({ vote_average: 73 })).score).toBe(7);
    expect(titleFactsOf(statsTitle({ vote_average: 0.4 })).score).toBe(1);
    expect(titleFactsOf(statsTitle({ vote_average: 0 })).score).toBeNull();
    expect(titleFactsOf(statsTitle({ vote_average: null })).score).toBeNull();
  });
});
