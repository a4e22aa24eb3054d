import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MovieDetails } from '../../../shared/catalogue-types';
import { SOURCE_LANGUAGE } from '../../../shared/i18n/languages';
import { setFormatLanguage } from '../../../shared/locale-format';
import { tvDetails as tv } from '../../../shared/test-titles';
import { i18n, loadMessages } from '../../i18n/i18n';
import type { Translate } from '../../i18n/messages';
import { genreDiscoverPath, premieredLabel, titleFacts } from './title-facts';

const t: Translate = (id, values) => i18n._(id, values);

beforeAll(() =>
  Promise.all(
    (['en', 'de', 'ja'] as const).flatMap((language) =>
      (['common', 'detail'] as const).map((group) => loadMessages(group, language)),
    ),
  ),
);
afterEach(() => {
  i18n.activate(SOURCE_LANGUAGE);
  setFormatLanguage(SOURCE_LANGUAGE);
});

const offline = {
  provider: 'offline' as const,
  capabilities: { posters: false, airDates: false, seasons: false },
};
const tmdb = {
  provider: 'tmdb' as const,
  capabilities: { posters: true, airDates: true, seasons: true },
};

describe('titleFacts', () => {
  it('lists what the offline catalogue knows, with members rather than votes', () => {
    expect(titleFacts({ mediaType: 'tv', details: tv({}) }, offline, t)).toEqual([
      { label: 'Type', value: 'TV' },
      { label: 'Episodes', value: '64' },
      { label: 'Score', value: '9.3 / 10 · 793,665 members' },
    ]);
  });

  it('adds year, runtime, status and studios when known, and counts TMDB votes', () => {
    const facts = titleFacts(
      {
        mediaType: 'tv',
        details: tv({
          first_air_date: '2023-09-29',
          episode_run_time: [24],
          status: 'Returning Series',
          studios: ['Madhouse'],
          vote_count: 512,
          format: undefined,
        }),
      },
      tmdb,
      t,
    );
    expect(facts).toContainEqual({ label: 'Seasons', value: '1' });
    expect(facts).toContainEqual({ label: 'Year', value: '2023' });
    expect(facts).toContainEqual({ label: 'Runtime', value: '24 min per episode' });
    expect(facts).toContainEqual({ label: 'Status', value: 'Returning Series' });
    expect(facts).toContainEqual({ label: 'Studios', value: 'Madhouse' });
    expect(facts).toContainEqual({ label: 'Score', value: '9.3 / 10 · 512 votes' });
  });

  it('describes films by runtime and leaves out unscored titles', () => {
    const movie = {
      ...tv({ vote_average: 0 }),
      title: 'Your Name.',
      original_title: '君の名は。',
      release_date: '2016-08-26',
      runtime: 106,
      format: 'MOVIE',
    } as unknown as MovieDetails;
    expect(titleFacts({ mediaType: 'movie', details: movie }, tmdb, t)).toEqual([
      { label: 'Type', value: 'Movie' },
      { label: 'Year', value: '2016' },
      { label: 'Runtime', value: '106 min' },
    ]);
  });
});

describe('in another language', () => {
  it('names the facts, the status and the numbers as the language does', () => {
    i18n.activate('de');
    setFormatLanguage('de');
    const facts = titleFacts(
      { mediaType: 'tv', details: tv({ status: 'Ended', episode_run_time: [24] }) },
      offline,
      t,
    );
    expect(facts).toContainEqual({ label: 'Status', value: 'Beendet' });
    expect(facts).toContainEqual({ label: 'Laufzeit', value: '24 Min. pro Folge' });
    expect(facts).toContainEqual({ label: 'Bewertung', value: '9,3 / 10 · 793.665 Mitglieder' });
  });

  it('keeps a status no catalogue was known to send as it came', () => {
    i18n.activate('ja');
    const facts = titleFacts({ mediaType: 'tv', details: tv({ status: 'Pilot' }) }, offline, t);
    expect(facts).toContainEqual({ label: '状態', value: 'Pilot' });
    expect(premieredLabel('2023-10-01', t)).toBe('2023年秋');
  });
});

describe('premieredLabel', () => {
  it('names the season and year of the first air date', () => {
    expect(premieredLabel('2023-09-29', t)).toBe('Summer 2023');
    expect(premieredLabel('2023-10-01', t)).toBe('Fall 2023');
    expect(premieredLabel('2024-01-06', t)).toBe('Winter 2024');
  });

  it('gives nothing for an unknown or partial date', () => {
    expect(premieredLabel(null, t)).toBeNull();
    expect(premieredLabel('', t)).toBeNull();
    expect(premieredLabel('2023', t)).toBeNull();
  });
});

describe('genreDiscoverPath', () => {
  it('opens Discover filtered by the genre alone', () => {
    expect(genreDiscoverPath({ id: 10765 })).toBe('/discover?genre=10765');
  });
});
