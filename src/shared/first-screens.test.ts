import { describe, expect, it } from 'vitest';
import type { TvDetails } from './catalogue-types';
import { detailFirstScreen, leadParts } from './first-screens';

const frieren = {
  mediaType: 'tv',
  details: {
    name: 'Frieren: Beyond Journey’s End',
    original_name: '葬送のフリーレン',
    synonyms: ['Sousou no Frieren', 'frieren: beyond journey’s end'],
  } as TvDetails,
} as const;

describe('detailFirstScreen', () => {
  it('leads with the other names, the Japanese one marked as Japanese', () => {
    expect(detailFirstScreen(frieren, 'english')).toEqual({
      title: 'Frieren: Beyond Journey’s End',
      lead: [
        { message: 'detail.alsoKnownAs' },
        { text: '葬送のフリーレン', lang: 'ja' },
        { text: ' · ' },
        { text: 'Sousou no Frieren' },
      ],
    });
  });

  it('has no lead for a title known by one name', () => {
    const details = { name: 'Mushishi', original_name: 'Mushishi' } as TvDetails;
    expect(detailFirstScreen({ mediaType: 'tv', details }, 'native')).toEqual({
      title: 'Mushishi',
    });
  });

  it('is named in the title language, the catalogue’s own name first among the others', () => {
    expect(detailFirstScreen(frieren, 'native')).toEqual({
      title: '葬送のフリーレン',
      lead: [
        { message: 'detail.alsoKnownAs' },
        { text: 'Frieren: Beyond Journey’s End' },
        { text: ' · ' },
        { text: 'Sousou no Frieren' },
      ],
    });
    const kinded = {
      mediaType: 'tv',
      details: { ...frieren.details, romaji_name: 'sousou no frieren' },
    } as const;
    // The romaji name leads; its other spelling among the synonyms is not repeated.
    expect(detailFirstScreen(kinded, 'romaji')).toEqual({
      title: 'sousou no frieren',
      lead: [
        { message: 'detail.alsoKnownAs' },
        { text: 'Frieren: Beyond Journey’s End' },
        { text: ' · ' },
        { text: '葬送のフリーレン', lang: 'ja' },
      ],
    });
  });
});

describe('leadParts', () => {
  it('takes a plain sentence as one run', () => {
    expect(leadParts('Narrow the catalogue.')).toEqual([{ text: 'Narrow the catalogue.' }]);
    expect(leadParts({ message: 'home.lead' })).toEqual([{ message: 'home.lead' }]);
  });
});
