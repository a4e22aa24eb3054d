import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/i18n/languages';
import type { TitleLanguage } from '../../../shared/i18n/title-language';
import type { StatsAnswer } from '../../../shared/stats-api';
import { loadServerMessages, type ServerMessages } from '../../i18n/server-messages';
import { summaryPng, summarySvg, svgText } from './summary-image';

let messages: ServerMessages;
beforeAll(async () => {
  messages = await loadServerMessages();
});

const reader = (language: Language, titleLanguage: TitleLanguage = 'english') => ({
  language,
  t: messages.in(language),
  titleLanguage,
});

const watched = (name: string) => ({ media_type: 'tv' as const, id: 1, name, episodes: 3 });

const stats = (changes: Partial<StatsAnswer> = {}) =>
  ({
    year: 2026,
    totals: { episodes: 1234, films: 1, minutes: 600, titles: 3 },
    longestStreak: { days: 5, from: '2026-01-01', to: '2026-01-05' },
    genres: [{ name: 'Drama', titles: 2 }],
    mostWatched: [watched('葬送のフリーレン')],
    ...changes,
  }) as StatsAnswer;

/** The words and numbers the picture shows, in order. */
const textsOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('svgText', () => {
  it('escapes markup so a title cannot close the text or add elements', () => {
    expect(svgText('</text><script>alert("x")</script>&')).toBe(
      '&lt;/text&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;',
    );
  });

  it('drops characters XML forbids and cuts long text with an ellipsis', () => {
    expect(svgText('A\u0001B\uFFFE\uD800C')).toBe('ABC');
    expect(svgText('葬送のフリーレン', 5)).toBe('葬送のフ…');
  });
});

describe('summarySvg', () => {
  it('holds the year’s numbers and only escaped user text', () => {
    const svg = summarySvg(
      stats({
        mostWatched: [watched('<image href="x.png"/>')],
        genres: [{ name: 'Drama & <b>', titles: 2 }],
      }),
      reader('en'),
    );
    expect(svg).not.toContain('<image');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;image href=&quot;x.png&quot;/&gt;');
    expect(svg).toContain('Most watched genre: Drama &amp; &lt;b&gt;');
  });

  it('says exactly what it said in English', () => {
    expect(textsOf(summarySvg(stats(), reader('en')))).toEqual([
      'Tsuzuki',
      'My 2026 in anime',
      '1,234',
      'episodes',
      '10',
      'hours',
      '3',
      'titles',
      '5',
      'days streak',
      'Most watched genre: Drama',
      '1. 葬送のフリーレン',
    ]);
    const one = stats({
      totals: { episodes: 2, films: 0, minutes: 60, titles: 2 },
      longestStreak: { days: 1, from: '2026-01-01', to: '2026-01-01' },
    });
    expect(textsOf(summarySvg(one, reader('en')))).toContain('day streak');
  });

  it('is in German for a German reader, numbers as German writes them', () => {
    expect(textsOf(summarySvg(stats(), reader('de')))).toEqual([
      'Tsuzuki',
      'Mein Anime-Jahr 2026',
      '1.234',
      'Folgen',
      '10',
      'Stunden',
      '3',
      'Titel',
      '5',
      'Tage am Stück',
      'Meistgesehenes Genre: Drama',
      '1. 葬送のフリーレン',
    ]);
  });

  it('is in Japanese for a Japanese reader, drawn in the Japanese font first', () => {
    const svg = summarySvg(stats(), reader('ja'));
    expect(textsOf(svg)).toEqual([
      'Tsuzuki',
      '私の2026年のアニメ',
      '1,234',
      '話',
      '10',
      '時間',
      '3',
      '作品',
      '5',
      '日連続',
      'いちばん見たジャンル：ドラマ',
      '1. 葬送のフリーレン',
    ]);
    expect(svg).toContain('xml:lang="ja"');
    expect(svg).toMatch(/font-family: 'Noto Sans JP'/);
  });

  it('names the titles in the reader’s title language, as tracked where no kinds are known', () => {
    const frieren = {
      ...watched('Frieren'),
      names: { english: "Frieren: Beyond the Journey's End", native: '葬送のフリーレン' },
    };
    const titan = { ...watched('Attack on Titan'), id: 2, names: { romaji: 'Shingeki no Kyojin' } };
    const picked = (titleLanguage: TitleLanguage) =>
      textsOf(
        summarySvg(
          stats({ mostWatched: [frieren, titan, watched('Home-made')] }),
          reader('en', titleLanguage),
        ),
      ).slice(-3);
    expect(picked('native')).toEqual([
      '1. 葬送のフリーレン',
      '2. Shingeki no Kyojin',
      '3. Home-made',
    ]);
    expect(picked('romaji')).toEqual([
      '1. Frieren: Beyond the Journey&#39;s End',
      '2. Shingeki no Kyojin',
      '3. Home-made',
    ]);
  });

  it('names a genre no catalogue knows as it came', () => {
    const svg = summarySvg(stats({ genres: [{ name: 'Cyberpunk', titles: 1 }] }), reader('fr'));
    expect(textsOf(svg)).toContain('Genre le plus regardé : Cyberpunk');
  });
});

describe('summaryPng', () => {
  it('draws a Japanese reader’s picture as a PNG of the usual size', async () => {
    const png = await summaryPng(stats(), reader('ja'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });
});
