import { beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_LIMITS } from '../../../../shared/list-entry';
import { i18n, loadMessages } from '../../../i18n/i18n';
import type { Translate } from '../../../i18n/messages';
import { typedTags, withTypedTags, writableTags } from './entry-tags';

const t: Translate = (id, values) => i18n._(id, values);
beforeAll(() => loadMessages('entry'));

describe('tags typed into the editor', () => {
  it('are parted by commas, trimmed, kept as written and each kept once', () => {
    expect(typedTags(' Mecha, re-watch ,,Mecha , ')).toEqual(['Mecha', 're-watch']);
    expect(typedTags('mecha,Mecha')).toEqual(['mecha', 'Mecha']);
    expect(typedTags('   ')).toEqual([]);
  });

  it('are added after the entry’s own, leaving out those it has', () => {
    expect(withTypedTags(['Mecha'], 'Mecha, favourites', t)).toEqual({
      tags: ['Mecha', 'favourites'],
      error: null,
    });
  });

  it('are refused whole, with the reason, past a tag’s length or the entry’s count', () => {
    const long = 'x'.repeat(ENTRY_LIMITS.tagLength + 1);
    expect(withTypedTags(['a'], `b, ${long}`, t)).toEqual({
      tags: ['a'],
      error: `A tag can be at most ${ENTRY_LIMITS.tagLength} characters; this one has ${long.length}.`,
    });
    const full = Array.from({ length: ENTRY_LIMITS.tags }, (_, index) => `tag ${index}`);
    expect(withTypedTags(full, 'one more', t)).toEqual({
      tags: full,
      error: `An entry can have at most ${ENTRY_LIMITS.tags} tags.`,
    });
    expect(withTypedTags(full, 'tag 3', t).error).toBeNull();
  });

  it('leave out the empty tags an import kept, which the API does not take', () => {
    expect(writableTags(['', 'Mecha', ''])).toEqual(['Mecha']);
  });
});
