import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE_LANGUAGE } from '../../../shared/i18n/languages';
import {
  progressLabel,
  progressOfTotal,
  progressOfTotalSpoken,
} from '../../../shared/progress/progress-bounds';
import { scoreText } from '../../../shared/score-scale';
import { i18n, loadMessages } from '../../i18n/i18n';
import type { Translate } from '../../i18n/messages';
import {
  episodeShort,
  listSortLabel,
  listStatusLabel,
  listTabLabel,
  progressWordsOf,
  scoreWordsOf,
} from './list-words';

const t: Translate = (id, values) => i18n._(id, values);

beforeAll(async () => {
  for (const language of ['en', 'de', 'fr', 'ja'] as const) await loadMessages('lists', language);
});
afterAll(() => i18n.activate(SOURCE_LANGUAGE));

describe('the lists’ words', () => {
  it('are the English the server writes, in English', () => {
    i18n.activate('en');
    const words = progressWordsOf(t);
    const progress = { season: 2, episode: 3 };
    expect(words.short(progress)).toBe(progressLabel(progress));
    expect(progressOfTotal(progress, 12, words)).toBe(progressOfTotal(progress, 12));
    expect(progressOfTotal({ season: 1, episode: 3 }, 12, words)).toBe('3 / 12');
    expect(progressOfTotalSpoken(progress, 12, words)).toBe(progressOfTotalSpoken(progress, 12));
    for (const [canonical, scale] of [
      [75, 'POINT_10_DECIMAL'],
      [80, 'POINT_10'],
      [60, 'POINT_5'],
      [90, 'POINT_3'],
    ] as const)
      expect(scoreText(canonical, scale, scoreWordsOf(t))).toBe(scoreText(canonical, scale));
    expect(listStatusLabel(t, 'onHold')).toBe('On-Hold');
    expect(listTabLabel(t, 'all')).toBe('All');
    expect(listSortLabel(t, 'lastWatched')).toBe('Last watched');
  });

  it('follow the interface’s language, with its numbers and plurals', () => {
    i18n.activate('de');
    expect(listStatusLabel(t, 'planToWatch')).toBe('Geplant');
    expect(episodeShort(t, { season: 2, episode: 6 })).toBe('S2 · F6');
    expect(episodeShort(t, { season: 1, episode: 6 })).toBe('F6');
    expect(scoreText(75, 'POINT_10_DECIMAL', scoreWordsOf(t))).toBe('Bewertung 7,5/10');
    expect(scoreText(20, 'POINT_3', scoreWordsOf(t))).toBe('Hat mir nicht gefallen');
    i18n.activate('fr');
    expect(scoreText(20, 'POINT_5', scoreWordsOf(t))).toBe('1 étoile sur 5');
    expect(scoreText(80, 'POINT_5', scoreWordsOf(t))).toBe('4 étoiles sur 5');
    i18n.activate('ja');
    expect(progressOfTotalSpoken({ season: 1, episode: 13 }, 28, progressWordsOf(t))).toBe(
      'シーズン1 第13話（全28話）',
    );
  });
});
