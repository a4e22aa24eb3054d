import { beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_LIMITS, type ListEntry } from '../../../../shared/list-entry';
import { i18n, loadMessages } from '../../../i18n/i18n';
import type { Translate } from '../../../i18n/messages';
import { blankEntry } from '../season-entry';
import { draftOf, entryPatchOf, isTypedScale, scoreIn } from './entry-draft';

const t: Translate = (id, values) => i18n._(id, values);
beforeAll(() => loadMessages('entry'));

const entry: ListEntry = {
  ...blankEntry(1, { status: 'completed' }),
  score: 75,
  startedOn: '2021-00-00',
  finishedOn: '2021-06-12',
  rewatchCount: 1,
  notes: 'Kept from MyAnimeList.',
  tags: ['', 'Mecha'],
};

describe('the entry editor’s fields', () => {
  it('start from the entry, the score in the user’s scale and empty tags left out', () => {
    expect(draftOf(entry, 'POINT_10')).toEqual({
      score: '8',
      startedOn: '2021-00-00',
      finishedOn: '2021-06-12',
      rewatchCount: '1',
      rewatching: false,
      notes: 'Kept from MyAnimeList.',
      tags: ['Mecha'],
      favourite: false,
    });
    expect(draftOf(entry, 'POINT_10_DECIMAL').score).toBe('7.5');
    expect(draftOf(entry, 'POINT_5').score).toBe('4');
    expect(draftOf({ ...entry, score: 0, notes: null }, 'POINT_100')).toMatchObject({
      score: '',
      notes: '',
    });
  });

  it('write nothing when nothing changed: a stored 75 read as 8 of 10 stays 75', () => {
    for (const scale of [
      'POINT_10',
      'POINT_100',
      'POINT_10_DECIMAL',
      'POINT_5',
      'POINT_3',
    ] as const) {
      expect(entryPatchOf(entry, draftOf(entry, scale), scale, t)).toEqual({ ok: true, patch: {} });
    }
  });

  it('write only the fields changed, in the stored form', () => {
    const draft = {
      ...draftOf(entry, 'POINT_10'),
      score: '9',
      finishedOn: null,
      rewatching: true,
      notes: '',
      tags: ['Mecha', 'Favourites'],
      favourite: true,
    };
    expect(entryPatchOf(entry, draft, 'POINT_10', t)).toEqual({
      ok: true,
      patch: {
        score: 90,
        finishedOn: null,
        rewatching: true,
        notes: null,
        tags: ['Mecha', 'Favourites'],
        favourite: true,
      },
    });
    expect(entryPatchOf(entry, { ...draftOf(entry, 'POINT_3'), score: '' }, 'POINT_3', t)).toEqual({
      ok: true,
      patch: { score: 0 },
    });
  });

  it('name the field and its rule when a value cannot be kept', () => {
    const draft = draftOf(entry, 'POINT_10');
    expect(entryPatchOf(entry, { ...draft, score: '11' }, 'POINT_10', t)).toEqual({
      ok: false,
      field: 'score',
      message: 'Score must be a whole number from 0 to 10; empty or 0 means no score.',
    });
    expect(entryPatchOf(entry, { ...draft, score: '7.25' }, 'POINT_10_DECIMAL', t)).toMatchObject({
      field: 'score',
      message:
        'Score must be a number from 0 to 10 with at most one decimal; empty or 0 means no score.',
    });
    expect(entryPatchOf(entry, { ...draft, startedOn: '20211-01-01' }, 'POINT_10', t)).toEqual({
      ok: false,
      field: 'startedOn',
      message: 'Started must be a date, or left empty.',
    });
    expect(entryPatchOf(entry, { ...draft, rewatchCount: '-1' }, 'POINT_10', t)).toMatchObject({
      field: 'rewatchCount',
    });
    expect(
      entryPatchOf(
        entry,
        { ...draft, rewatchCount: String(ENTRY_LIMITS.rewatches + 1) },
        'POINT_10',
        t,
      ),
    ).toMatchObject({ field: 'rewatchCount' });
    const notes = 'x'.repeat(ENTRY_LIMITS.notesLength + 1);
    expect(entryPatchOf(entry, { ...draft, notes }, 'POINT_10', t)).toMatchObject({
      field: 'notes',
    });
  });
});

describe('a score as typed or picked', () => {
  it('reads in the scale, empty as no score', () => {
    expect(scoreIn('', 'POINT_10')).toBe(0);
    expect(scoreIn(' 7 ', 'POINT_10')).toBe(7);
    expect(scoreIn('7.5', 'POINT_10')).toBeNull();
    expect(scoreIn('7.5', 'POINT_10_DECIMAL')).toBe(7.5);
    expect(scoreIn('100', 'POINT_100')).toBe(100);
    expect(scoreIn('101', 'POINT_100')).toBeNull();
    expect(scoreIn('4', 'POINT_3')).toBeNull();
    expect(scoreIn('-1', 'POINT_10')).toBeNull();
  });

  it('is typed on the number scales and picked on stars and smileys', () => {
    expect(isTypedScale('POINT_10_DECIMAL')).toBe(true);
    expect(isTypedScale('POINT_5')).toBe(false);
    expect(isTypedScale('POINT_3')).toBe(false);
  });
});
