import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from './html-entities';

describe('decodeHtmlEntities', () => {
  it('decodes the entities found in MyAnimeList names', () => {
    expect(decodeHtmlEntities('Gintama&#039;')).toBe("Gintama'");
    expect(decodeHtmlEntities('Tiger &amp; Bunny')).toBe('Tiger & Bunny');
    expect(decodeHtmlEntities('&quot;Bungaku Shoujo&quot; Movie')).toBe('"Bungaku Shoujo" Movie');
    expect(decodeHtmlEntities('Love &gt; Hate')).toBe('Love > Hate');
    expect(decodeHtmlEntities('caf&#xE9;')).toBe('café');
  });

  it('leaves text that only looks like an entity alone', () => {
    expect(decodeHtmlEntities('R&D; &unknown; &#0; AT&T')).toBe('R&D; &unknown; &#0; AT&T');
  });
});
