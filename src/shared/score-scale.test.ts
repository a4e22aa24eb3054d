import { describe, expect, it } from 'vitest';
import {
  fromCanonicalScore,
  meanOutOfTen,
  meanScoreText,
  outOfTen,
  scoreText,
  SCALE_MAX,
  toCanonicalScore,
} from './score-scale';
import { readScoreScale, SCORE_SCALES } from './score-scale-choice';

describe('score scales', () => {
  it('stores each scale on 0–100', () => {
    expect(toCanonicalScore(8, 'POINT_10')).toBe(80);
    expect(toCanonicalScore(73, 'POINT_100')).toBe(73);
    expect(toCanonicalScore(7.5, 'POINT_10_DECIMAL')).toBe(75);
    expect(toCanonicalScore(4, 'POINT_5')).toBe(80);
    expect(toCanonicalScore(1, 'POINT_3')).toBe(35);
    expect(toCanonicalScore(3, 'POINT_3')).toBe(85);
  });

  it('keeps "not scored" as 0 on every scale, and bounds what is out of range', () => {
    for (const scale of SCORE_SCALES) {
      expect(toCanonicalScore(0, scale)).toBe(0);
      expect(fromCanonicalScore(0, scale)).toBe(0);
      expect(toCanonicalScore(SCALE_MAX[scale] + 50, scale)).toBeLessThanOrEqual(100);
      expect(toCanonicalScore(-3, scale)).toBe(0);
    }
  });

  it('reads back every value of every scale unchanged', () => {
    for (const scale of SCORE_SCALES) {
      const step = scale === 'POINT_10_DECIMAL' ? 0.1 : 1;
      for (let value = step; value <= SCALE_MAX[scale] + 1e-9; value += step) {
        const written = Math.round(value * 10) / 10;
        expect(fromCanonicalScore(toCanonicalScore(written, scale), scale)).toBe(written);
      }
    }
  });

  it('never shows a scored title as unscored on a coarser scale', () => {
    expect(fromCanonicalScore(3, 'POINT_10')).toBe(1);
    expect(fromCanonicalScore(3, 'POINT_5')).toBe(1);
    expect(fromCanonicalScore(3, 'POINT_3')).toBe(1);
    expect(fromCanonicalScore(3, 'POINT_10_DECIMAL')).toBe(0.3);
    expect(fromCanonicalScore(1, 'POINT_10_DECIMAL')).toBe(0.1);
  });

  it('moves between scales through the stored score', () => {
    expect(fromCanonicalScore(toCanonicalScore(9, 'POINT_10'), 'POINT_5')).toBe(5);
    expect(fromCanonicalScore(toCanonicalScore(67, 'POINT_100'), 'POINT_10')).toBe(7);
    expect(fromCanonicalScore(toCanonicalScore(67, 'POINT_100'), 'POINT_3')).toBe(3);
    expect(fromCanonicalScore(toCanonicalScore(50, 'POINT_100'), 'POINT_3')).toBe(2);
    expect(outOfTen(75)).toBe(7.5);
  });

  it('means the scores given, out of ten, leaving unscored entries out', () => {
    expect(meanOutOfTen([100, 0, 75, 0])).toBe(8.8);
    expect(meanOutOfTen([0, 0])).toBeNull();
    expect(meanOutOfTen([])).toBeNull();
  });

  it('reads the mean of the scores given in the user’s scale, the same mean in each', () => {
    const given = [100, 0, 75, 0];
    const read = (scale: (typeof SCORE_SCALES)[number]) => meanScoreText(given, scale);
    expect(read('POINT_10')).toEqual({ figure: '8.8', label: 'Mean score' });
    expect(read('POINT_10_DECIMAL')).toEqual({ figure: '8.8', label: 'Mean score' });
    expect(read('POINT_100')).toEqual({ figure: '88', label: 'Mean score of 100' });
    expect(read('POINT_5')).toEqual({ figure: '4.4', label: 'Mean of 5 stars' });
    expect(read('POINT_3')).toEqual({ figure: 'Liked it', label: 'Mean score' });
    expect(meanScoreText([35, 35], 'POINT_3')?.figure).toBe('Did not like it');
    expect(meanScoreText([0, 0], 'POINT_5')).toBeNull();
  });

  it('reads a kept scale, and anything else as the default', () => {
    expect(SCORE_SCALES.map(readScoreScale)).toEqual(SCORE_SCALES);
    for (const kept of ['point_5', 'STARS', 5, null, undefined]) {
      expect(readScoreScale(kept)).toBe('POINT_10');
    }
  });

  it('words a score in each scale, and no score as nothing', () => {
    expect(scoreText(80, 'POINT_10')).toBe('Score 8/10');
    expect(scoreText(73, 'POINT_100')).toBe('Score 73/100');
    expect(scoreText(75, 'POINT_10_DECIMAL')).toBe('Score 7.5/10');
    expect(scoreText(80, 'POINT_5')).toBe('4 of 5 stars');
    expect(scoreText(3, 'POINT_5')).toBe('1 of 5 stars');
    expect(scoreText(85, 'POINT_3')).toBe('Liked it');
    expect(scoreText(35, 'POINT_3')).toBe('Did not like it');
    for (const scale of SCORE_SCALES) expect(scoreText(0, scale)).toBeNull();
  });
});
