import { describe, expect, it } from 'vitest';
import {
  nameIfOther,
  namesByKind,
  namesOf,
  shownNames,
  trackedNames,
  visitorTitleLanguage,
} from './title-display-name';

const frieren = {
  name: "Frieren: Beyond the Journey's End",
  original_name: '葬送のフリーレン',
  romaji_name: 'Sousou no Frieren',
  english_name: "Frieren: Beyond the Journey's End",
};
const attackOnTitan = {
  name: 'Shingeki no Kyojin',
  original_name: '進撃の巨人',
  romaji_name: 'Shingeki no Kyojin',
};

describe('shownNames', () => {
  it('leads with the chosen name and keeps the others beside it', () => {
    expect(shownNames(namesOf(frieren), 'native')).toEqual({
      main: '葬送のフリーレン',
      others: ['Sousou no Frieren', "Frieren: Beyond the Journey's End"],
      beside: 'Sousou no Frieren',
    });
    expect(shownNames(namesOf(frieren), 'romaji').main).toBe('Sousou no Frieren');
    expect(shownNames(namesOf(frieren), 'english')).toEqual({
      main: "Frieren: Beyond the Journey's End",
      others: ['Sousou no Frieren', '葬送のフリーレン'],
      beside: '葬送のフリーレン',
    });
  });

  it('falls back in the documented order when the chosen name is missing', () => {
    // English → romaji: bangumi-data writes this one's English name all in lower case.
    expect(shownNames(namesOf(attackOnTitan), 'english').main).toBe('Shingeki no Kyojin');
    // Romaji → English: a title only bangumi-data knows has no MyAnimeList main title.
    const onlyEnglish = { ...frieren, romaji_name: undefined };
    expect(shownNames(namesOf(onlyEnglish), 'romaji').main).toBe(frieren.name);
    // Native → romaji → English.
    const latinOnly = { name: 'Cowboy Bebop', english_name: 'Cowboy Bebop', romaji_name: 'Kaubōi' };
    expect(shownNames(namesOf(latinOnly), 'native').main).toBe('Kaubōi');
    expect(
      shownNames(namesOf({ name: 'Cowboy Bebop', english_name: 'Cowboy Bebop' }), 'native'),
    ).toMatchObject({ main: 'Cowboy Bebop', others: [] });
  });

  it('keeps a TMDB title Latin-script for English readers, and Japanese for native ones', () => {
    const tmdb = { name: 'Spirited Away', original_name: '千と千尋の神隠し' };
    expect(shownNames(namesOf(tmdb), 'english').main).toBe('Spirited Away');
    expect(shownNames(namesOf(tmdb), 'romaji').main).toBe('Spirited Away');
    expect(shownNames(namesOf(tmdb), 'native').main).toBe('千と千尋の神隠し');
  });

  it('reads a romanised original name as the romaji one', () => {
    const film = { title: 'Spirited Away', original_title: 'Sen to Chihiro no Kamikakushi' };
    expect(shownNames(namesOf(film), 'romaji').main).toBe('Sen to Chihiro no Kamikakushi');
    expect(shownNames(namesOf(film), 'english')).toMatchObject({
      main: 'Spirited Away',
      beside: 'Sen to Chihiro no Kamikakushi',
    });
  });

  it('never shows a spelling of the main name beside it', () => {
    const names = {
      name: 'Re:Zero',
      english_name: 'Re:Zero',
      romaji_name: 're zero',
      original_name: 'Re:ゼロ',
    };
    expect(shownNames(namesOf(names), 'english')).toEqual({
      main: 'Re:Zero',
      others: ['Re:ゼロ'],
      beside: 'Re:ゼロ',
    });
  });
});

describe('visitorTitleLanguage', () => {
  it('gives visitors English names, and Japanese ones on a Japanese interface', () => {
    expect(visitorTitleLanguage('en')).toBe('english');
    expect(visitorTitleLanguage('de')).toBe('english');
    expect(visitorTitleLanguage('ja')).toBe('native');
  });
});

describe('names by kind on a tracked title (decision 446)', () => {
  it('keeps only the kinds known', () => {
    expect(namesByKind(namesOf(frieren))).toEqual({
      romaji: 'Sousou no Frieren',
      english: "Frieren: Beyond the Journey's End",
      native: '葬送のフリーレン',
    });
    expect(namesByKind(namesOf(attackOnTitan))).toEqual({
      romaji: 'Shingeki no Kyojin',
      native: '進撃の巨人',
    });
  });

  it('leads with the chosen kind, beside the name the list keeps', () => {
    const tracked = { name: 'Attack on Titan', names: namesByKind(namesOf(attackOnTitan)) };
    expect(shownNames(trackedNames(tracked), 'native')).toMatchObject({
      main: '進撃の巨人',
      beside: 'Shingeki no Kyojin',
    });
    expect(shownNames(trackedNames(tracked), 'romaji').main).toBe('Shingeki no Kyojin');
    // No English name known: romaji, then the name the list keeps.
    expect(shownNames(trackedNames(tracked), 'english')).toMatchObject({
      main: 'Shingeki no Kyojin',
      others: ['Attack on Titan', '進撃の巨人'],
    });
  });

  it('shows the name the list keeps in every language where no kinds came with it', () => {
    const film = { title: 'Spirited Away', name: null };
    for (const language of ['romaji', 'english', 'native'] as const) {
      expect(shownNames(trackedNames(film), language)).toEqual({
        main: 'Spirited Away',
        others: [],
        beside: null,
      });
    }
  });
});

describe('nameIfOther', () => {
  it('names a show only where the title language leads with another than the catalogue’s name', () => {
    const tmdb = namesOf({ name: 'Frieren', original_name: '葬送のフリーレン' });
    expect(nameIfOther(tmdb, 'native')).toBe('葬送のフリーレン');
    expect(nameIfOther(tmdb, 'english')).toBeNull();
    expect(nameIfOther(tmdb, 'romaji')).toBeNull();
    expect(nameIfOther(namesOf(frieren), 'romaji')).toBe('Sousou no Frieren');
    expect(nameIfOther(namesOf(attackOnTitan), 'romaji')).toBeNull();
    expect(nameIfOther(namesOf(attackOnTitan), 'native')).toBe('進撃の巨人');
  });
});
