import { describe, expect, it } from 'vitest';
import { ANILIST_QUERIES } from '../../../shared/anilist-queries';
import { identifyAnilistQuery, normaliseGraphql } from './allowed-queries';

describe('identifyAnilistQuery', () => {
  it('recognises each of the product’s documents as written', () => {
    for (const [name, query] of Object.entries(ANILIST_QUERIES)) {
      expect(identifyAnilistQuery(query.document)).toBe(name);
    }
  });

  it('recognises a document whose whitespace and commas differ', () => {
    const squeezed = ANILIST_QUERIES.mediaByMalId.document.replace(/\s+/g, ' ');
    const spread = ANILIST_QUERIES.mediaByMalId.document.replace(/\n/g, ',\n\t  ');
    expect(identifyAnilistQuery(squeezed)).toBe('mediaByMalId');
    expect(identifyAnilistQuery(spread)).toBe('mediaByMalId');
  });

  it('refuses any other document, even one differing by a single field', () => {
    const extraField = ANILIST_QUERIES.mediaByMalId.document.replace(
      'siteUrl',
      'siteUrl description',
    );
    expect(identifyAnilistQuery(extraField)).toBeNull();
    expect(identifyAnilistQuery('query { Page(perPage: 50) { media { id } } }')).toBeNull();
    expect(identifyAnilistQuery('')).toBeNull();
  });
});

describe('normaliseGraphql', () => {
  it('drops spaces beside punctuators but keeps them between names', () => {
    expect(
      normaliseGraphql(
        'query A ( $id : Int ) {\n  Media ( id : $id ) { id , title { romaji } }\n}',
      ),
    ).toBe('query A($id:Int){Media(id:$id){id title{romaji}}}');
  });
});
