import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE_LANGUAGE } from '../../shared/i18n/languages';
import { i18n, loadMessages } from '../i18n/i18n';
import type { Translate } from '../i18n/messages';
import { kindLabel, mediaTypeLabel, scoreLabel, yearLabel } from './title-meta';

const t: Translate = (id, values) => i18n._(id, values);

beforeAll(() => Promise.all([loadMessages('common', 'en'), loadMessages('common', 'de')]));
afterEach(() => i18n.activate(SOURCE_LANGUAGE));

describe('title labels', () => {
  it("names the media type 'TV' or 'Movie'", () => {
    expect(mediaTypeLabel('tv', t)).toBe('TV');
    expect(mediaTypeLabel('movie', t)).toBe('Movie');
  });

  it('adds the format only when it tells something', () => {
    expect(kindLabel('tv', 'OVA', t)).toBe('TV · OVA');
    expect(kindLabel('tv', 'TV_SHORT', t)).toBe('TV · TV Short');
    expect(kindLabel('tv', 'TV', t)).toBe('TV');
    expect(kindLabel('movie', 'MOVIE', t)).toBe('Movie');
    expect(kindLabel('tv', 'UNKNOWN', t)).toBe('TV');
    expect(kindLabel('movie', undefined, t)).toBe('Movie');
  });

  it('names the kind in the active language', () => {
    i18n.activate('de');
    expect(kindLabel('movie', 'MUSIC', t)).toBe('Film · Musik');
  });

  it('shows a score with one decimal, and none for unscored titles', () => {
    expect(scoreLabel(9.26)).toBe('9.3');
    expect(scoreLabel(8)).toBe('8.0');
    expect(scoreLabel(0)).toBeNull();
    expect(scoreLabel(Number.NaN)).toBeNull();
  });

  it('gives the year only when a date is known', () => {
    expect(yearLabel({ first_air_date: '2009-04-05' })).toBe('2009');
    expect(yearLabel({ release_date: '', first_air_date: '' })).toBeNull();
  });
});
