import { describe, expect, it } from 'vitest';
import {
  malDateOf,
  malScoreOf,
  recordDateOf,
  recordDateOfFuzzy,
  scoreOfAnilist,
  scoreOfMal,
} from './personal-record';

describe('personal record dates', () => {
  it('keep MyAnimeList’s dates as written, unknown parts as zeros, and none as null', () => {
    expect(recordDateOf('2023-04-13')).toBe('2023-04-13');
    expect(recordDateOf('2021-00-00')).toBe('2021-00-00');
    expect(recordDateOf('2024-05-00')).toBe('2024-05-00');
    expect(recordDateOf('0000-00-00')).toBeNull();
    expect(recordDateOf('2024-13-01')).toBeNull();
    expect(recordDateOf('yesterday')).toBeNull();
    expect(malDateOf(null)).toBe('0000-00-00');
    expect(malDateOf('2024-05-00')).toBe('2024-05-00');
  });

  it('read AniList’s fuzzy dates the same way', () => {
    expect(recordDateOfFuzzy({ year: 2021, month: 3, day: 9 })).toBe('2021-03-09');
    expect(recordDateOfFuzzy({ year: 2021, month: null, day: null })).toBe('2021-00-00');
    expect(recordDateOfFuzzy({ year: null, month: null, day: null })).toBeNull();
    expect(recordDateOfFuzzy(null)).toBeNull();
  });
});

describe('personal record scores', () => {
  it('carry MyAnimeList’s 1–10 on the 0–100 scale and back, 0 meaning none', () => {
    expect(scoreOfMal(7)).toBe(70);
    expect(scoreOfMal(0)).toBeNull();
    expect(scoreOfMal(11)).toBeNull();
    expect(malScoreOf(70)).toBe(7);
    expect(malScoreOf(85)).toBe(9);
    expect(malScoreOf(3)).toBe(1);
    expect(malScoreOf(null)).toBe(0);
  });

  it('read AniList’s score in the list’s own format', () => {
    expect(scoreOfAnilist(85, 'POINT_100')).toBe(85);
    expect(scoreOfAnilist(8.5, 'POINT_10_DECIMAL')).toBe(85);
    expect(scoreOfAnilist(8, 'POINT_10')).toBe(80);
    expect(scoreOfAnilist(4, 'POINT_5')).toBe(80);
    expect(scoreOfAnilist(3, 'POINT_3')).toBe(100);
    expect(scoreOfAnilist(1, 'POINT_3')).toBe(33);
    expect(scoreOfAnilist(0, 'POINT_100')).toBeNull();
  });
});
