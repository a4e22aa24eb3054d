import { describe, expect, it } from 'vitest';
import type { MediaType, TitleFormat } from '../../../../shared/catalogue-types';
import { franchiseKey } from '../../catalogue/offline/build/franchise';
import { candidateKey, type Candidate } from './candidate';
import { MAX_PER_FRANCHISE, rankCandidates, type RankingInput } from './scoring';
import type { TasteItem } from './taste';
import type { ListStatus } from '../../../../shared/tracked-title';

interface MadeTitle {
  id: number;
  name: string;
  genres: string[];
  vote?: number;
  popularity?: number;
  adult?: boolean;
  mediaType?: MediaType;
  relatedTo?: number[];
  format?: TitleFormat;
}

function candidate(title: MadeTitle): Candidate {
  const mediaType = title.mediaType ?? 'tv';
  return {
    key: candidateKey(mediaType, title.id),
    name: title.name,
    genres: title.genres,
    franchise: franchiseKey(title.name),
    relatedTo: new Set((title.relatedTo ?? []).map((id) => candidateKey('tv', id))),
    suggestedBy: new Set(),
    neighbours: { weight: 0, count: 0, sharedTitle: null },
    item: {
      id: title.id,
      media_type: mediaType,
      name: title.name,
      poster_path: null,
      genre_ids: [],
      original_language: 'ja',
      popularity: title.popularity ?? 100,
      overview: '',
      adult: title.adult ?? false,
      vote_average: title.vote ?? 7,
      vote_count: 1000,
      ...(title.format ? { format: title.format } : {}),
    },
  };
}

function tasted(title: MadeTitle, status: ListStatus): TasteItem {
  return {
    key: candidateKey(title.mediaType ?? 'tv', title.id),
    title: title.name,
    status,
    genres: title.genres,
    vote: title.vote ?? 7,
    franchise: franchiseKey(title.name),
  };
}

const gintama: MadeTitle = { id: 1, name: 'Gintama', genres: ['Action', 'Comedy', 'Sci-Fi'] };
const gintamaSequel: MadeTitle = {
  id: 2,
  name: "Gintama'",
  genres: ['Action', 'Comedy', 'Sci-Fi'],
  popularity: 10,
};
const gintamaMovie: MadeTitle = {
  id: 3,
  name: 'Gintama Movie: Kanketsu-hen',
  genres: ['Action', 'Comedy'],
  popularity: 5,
  mediaType: 'movie',
};
const gintamaFinal: MadeTitle = {
  id: 4,
  name: 'Gintama.: Shirogane no Tamashii-hen',
  genres: ['Action'],
  popularity: 4,
};
const clannad: MadeTitle = {
  id: 10,
  name: 'Clannad',
  genres: ['Drama', 'Romance', 'Slice of Life'],
};
const clannadAfter: MadeTitle = {
  id: 11,
  name: 'Clannad: After Story',
  genres: ['Drama', 'Romance'],
  popularity: 3,
};
const popularComedy: MadeTitle = {
  id: 20,
  name: 'Nichijou',
  genres: ['Comedy', 'Sci-Fi'],
  popularity: 5000,
};
const popularDrama: MadeTitle = {
  id: 21,
  name: 'Anohana',
  genres: ['Drama', 'Slice of Life'],
  popularity: 9000,
};
const hugelyPopular: MadeTitle = {
  id: 22,
  name: 'Death Note',
  genres: ['Mystery', 'Thriller'],
  popularity: 90000,
};
const adultComedy: MadeTitle = {
  id: 23,
  name: 'Eromanga Comedy',
  genres: ['Comedy', 'Sci-Fi', 'Action'],
  popularity: 8000,
  adult: true,
};

const catalogue = [
  gintama,
  gintamaSequel,
  gintamaMovie,
  gintamaFinal,
  clannad,
  clannadAfter,
  popularComedy,
  popularDrama,
  hugelyPopular,
  adultComedy,
].map(candidate);

function rank(overrides: Partial<RankingInput> & Pick<RankingInput, 'taste'>) {
  const excluded = new Set(overrides.taste.flatMap((item) => (item.key ? [item.key] : [])));
  return rankCandidates({
    candidates: catalogue,
    excluded,
    allowAdult: false,
    limit: 6,
    ...overrides,
  });
}

const names = (ranked: ReturnType<typeof rank>) => ranked.map((entry) => entry.candidate.name);

describe('rankCandidates', () => {
  it('puts the sequel of a completed series first, with the reason naming it', () => {
    const ranked = rank({ taste: [tasted(gintama, 'completed')] });
    expect(names(ranked)[0]).toBe("Gintama'");
    expect(ranked[0]?.reason).toBe('Because you completed Gintama');
  });

  it('prefers the next season to a more popular music video of the series', () => {
    const musicVideo = candidate({
      id: 31,
      name: 'Gintama: Jump Festa Special',
      genres: ['Action', 'Comedy', 'Sci-Fi'],
      popularity: 50_000,
      format: 'MUSIC',
    });
    const season = candidate({ ...gintamaSequel, format: 'TV' });
    const ranked = rankCandidates({
      taste: [tasted(gintama, 'completed')],
      candidates: [musicVideo, season],
      excluded: new Set([candidateKey('tv', 1)]),
      allowAdult: false,
      limit: 2,
    });
    expect(ranked.map((entry) => entry.candidate.name)).toEqual(["Gintama'", musicVideo.name]);
  });

  it('ranks a less popular sequel above a far more popular title of the same genres', () => {
    const ranked = rank({ taste: [tasted(gintama, 'completed')] });
    expect(names(ranked).indexOf("Gintama'")).toBeLessThan(names(ranked).indexOf('Nichijou'));
  });

  it('never recommends a title already on the lists', () => {
    const ranked = rank({
      taste: [tasted(gintama, 'completed'), tasted(gintamaSequel, 'planToWatch')],
    });
    expect(names(ranked)).not.toContain('Gintama');
    expect(names(ranked)).not.toContain("Gintama'");
  });

  it('leaves out titles shown in earlier sets', () => {
    const taste = [tasted(gintama, 'completed')];
    const excluded = new Set([candidateKey('tv', 1), candidateKey('tv', 2)]);
    expect(names(rank({ taste, excluded }))).not.toContain("Gintama'");
  });

  it('filters adult titles unless the user allows them', () => {
    const taste = [tasted(gintama, 'completed')];
    expect(names(rank({ taste, limit: 10 }))).not.toContain('Eromanga Comedy');
    expect(names(rank({ taste, limit: 10, allowAdult: true }))).toContain('Eromanga Comedy');
  });

  it('keeps one franchise from filling the page', () => {
    const ranked = rank({ taste: [tasted(gintama, 'completed')], limit: 6 });
    const gintamas = names(ranked).filter((name) => name.startsWith('Gintama'));
    expect(gintamas).toHaveLength(MAX_PER_FRANCHISE);
    expect(ranked.length).toBeGreaterThan(MAX_PER_FRANCHISE);
  });

  it('follows genres: a drama fan gets the drama before the comedy', () => {
    const ranked = rank({ taste: [tasted(clannad, 'completed')] });
    expect(names(ranked).indexOf('Anohana')).toBeLessThan(names(ranked).indexOf('Nichijou'));
    const anohana = ranked.find((entry) => entry.candidate.name === 'Anohana');
    expect(anohana?.reason).toMatch(/^Because you finished Clannad: genres? /);
  });

  it('never recommends more of a dropped series', () => {
    const ranked = rank({ taste: [tasted(clannad, 'dropped'), tasted(gintama, 'completed')] });
    expect(names(ranked)).not.toContain('Clannad: After Story');
  });

  it('uses the catalogue relation when names differ', () => {
    const spinOff = candidate({
      id: 30,
      name: 'Yorinuki Gintama-san',
      genres: ['Comedy'],
      popularity: 1,
      relatedTo: [1],
    });
    const ranked = rankCandidates({
      taste: [tasted(gintama, 'completed')],
      candidates: [...catalogue, spinOff],
      excluded: new Set([candidateKey('tv', 1)]),
      allowAdult: false,
      limit: 12,
    });
    const spinOffRank = names(ranked).indexOf('Yorinuki Gintama-san');
    expect(spinOffRank).toBeGreaterThanOrEqual(0);
    expect(spinOffRank).toBeLessThan(names(ranked).indexOf('Death Note'));
  });

  it('credits other users of the instance when they are the strongest signal', () => {
    const shared = {
      ...candidate(hugelyPopular),
      neighbours: { weight: 2, count: 3, sharedTitle: 'Clannad' },
    };
    const ranked = rankCandidates({
      taste: [tasted(clannad, 'completed')],
      candidates: [...catalogue.filter((c) => c.name !== 'Death Note'), shared],
      excluded: new Set([candidateKey('tv', 10)]),
      allowAdult: false,
      limit: 12,
    });
    const deathNote = ranked.find((entry) => entry.candidate.name === 'Death Note');
    expect(deathNote?.reason).toBe('Completed by 3 viewers who also watched Clannad');
  });

  it('answers the same list with the same set', () => {
    const taste = [tasted(gintama, 'completed'), tasted(clannad, 'watching')];
    expect(names(rank({ taste }))).toEqual(names(rank({ taste })));
  });
});
