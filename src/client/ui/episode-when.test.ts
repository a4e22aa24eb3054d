import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS, SOURCE_LANGUAGE } from '../../shared/i18n/languages';
import type { EpisodeWhen } from '../../shared/relative-date';
import { i18n, loadMessages } from '../i18n/i18n';
import type { Translate } from '../i18n/messages';
import { episodeWhenText } from './episode-when';

const t: Translate = (id, values) => i18n._(id, values);

beforeAll(() => Promise.all(LANGUAGE_TAGS.map((language) => loadMessages('common', language))));
afterEach(() => i18n.activate(SOURCE_LANGUAGE));

const in3Weeks: EpisodeWhen = { kind: 'weeks', count: 3 };
const in1Week: EpisodeWhen = { kind: 'weeks', count: 1 };

describe('episodeWhenText', () => {
  it('keeps the spec’s English words', () => {
    expect(episodeWhenText({ kind: 'tba' }, t)).toBe('Date TBA');
    expect(episodeWhenText({ kind: 'aired' }, t)).toBe('Already aired');
    expect(episodeWhenText({ kind: 'tomorrow' }, t)).toBe('Tomorrow');
    expect(episodeWhenText({ kind: 'days', count: 4 }, t)).toBe('In 4 days');
    expect(episodeWhenText(in1Week, t)).toBe('In 1 week(s)');
    expect(episodeWhenText({ kind: 'months', count: 2 }, t)).toBe('In 2 month(s)');
  });

  it('counts in Japanese', () => {
    i18n.activate('ja');
    expect(episodeWhenText({ kind: 'today' }, t)).toBe('今日');
    expect(episodeWhenText({ kind: 'days', count: 4 }, t)).toBe('4日後');
    expect(episodeWhenText(in3Weeks, t)).toBe('3週間後');
    expect(episodeWhenText({ kind: 'months', count: 2 }, t)).toBe('2か月後');
  });

  it('says one week and several weeks with each language’s plural', () => {
    const words = (language: string) => {
      i18n.activate(language);
      return [episodeWhenText(in1Week, t), episodeWhenText(in3Weeks, t)];
    };
    expect(words('de')).toEqual(['In 1 Woche', 'In 3 Wochen']);
    expect(words('fr')).toEqual(['Dans 1 semaine', 'Dans 3 semaines']);
    expect(words('es')).toEqual(['En 1 semana', 'En 3 semanas']);
    expect(words('pt-BR')).toEqual(['Em 1 semana', 'Em 3 semanas']);
  });
});
