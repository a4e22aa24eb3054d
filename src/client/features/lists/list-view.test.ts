import { describe, expect, it } from 'vitest';
import { entriesFor, listViewFrom, listViewParams, openingTab } from './list-view';
import { trackedTitle } from './tracked-title-fixture';

const items = [
  trackedTitle({
    id: 1,
    name: 'Steins;Gate',
    first_air_date: '2011-04-06',
    updatedAt: '2026-11-03T00:00:00.000Z',
  }),
  trackedTitle({
    id: 2,
    name: 'Re:Zero',
    first_air_date: '',
    updatedAt: '2026-11-05T00:00:00.000Z',
  }),
  trackedTitle({
    id: 3,
    name: 'Akira',
    media_type: 'movie',
    title: 'Akira',
    first_air_date: null,
    release_date: '1988-07-16',
    updatedAt: '2026-11-04T00:00:00.000Z',
  }),
  trackedTitle({ id: 4, name: 'Mushishi', status: 'completed' }),
];
const names = (list: ReturnType<typeof entriesFor>) => list.map((item) => item.title ?? item.name);

describe('the entries of a status', () => {
  it('are sorted by last update, title or air date (newest first, unknown dates last)', () => {
    const view = { status: 'watching', query: '' } as const;
    expect(names(entriesFor(items, { ...view, sort: 'updated' }))).toEqual([
      'Re:Zero',
      'Akira',
      'Steins;Gate',
    ]);
    expect(names(entriesFor(items, { ...view, sort: 'title' }))).toEqual([
      'Akira',
      'Re:Zero',
      'Steins;Gate',
    ]);
    expect(names(entriesFor(items, { ...view, sort: 'airDate' }))).toEqual([
      'Steins;Gate',
      'Akira',
      'Re:Zero',
    ]);
  });

  it('match the filter text ignoring case and punctuation', () => {
    const found = entriesFor(items, { status: 'watching', sort: 'title', query: 're zero' });
    expect(names(found)).toEqual(['Re:Zero']);
    expect(entriesFor(items, { status: 'completed', sort: 'title', query: 'MUSHI' })).toHaveLength(
      1,
    );
  });
});

describe('the view in the address', () => {
  it('falls back to no chosen list, recently updated and no filter', () => {
    expect(listViewFrom(new URLSearchParams('status=bogus&sort=nope'))).toEqual({
      status: null,
      sort: 'updated',
      query: '',
    });
    expect(listViewFrom(new URLSearchParams('status=onHold&sort=title&q=gate'))).toEqual({
      status: 'onHold',
      sort: 'title',
      query: 'gate',
    });
    expect(listViewFrom(new URLSearchParams('status=all')).status).toBe('all');
  });

  it('leaves defaults out and keeps other parameters', () => {
    const params = listViewParams(
      { status: null, sort: 'airDate', query: '' },
      new URLSearchParams('status=dropped&q=gate&keep=1'),
    );
    expect(params.toString()).toBe('keep=1&sort=airDate');
    expect(
      listViewParams({ status: 'watching', sort: 'updated', query: '' }, params).toString(),
    ).toBe('keep=1&status=watching');
  });
});

describe('the list the screen opens on', () => {
  const counts = { watching: 0, planToWatch: 0, completed: 0, onHold: 0, dropped: 0 };

  it('is the first list that has titles', () => {
    expect(openingTab({ ...counts, completed: 3, dropped: 1 })).toBe('completed');
    expect(openingTab({ ...counts, watching: 1, completed: 3 })).toBe('watching');
  });

  it('is Watching when every list is empty', () => {
    expect(openingTab(counts)).toBe('watching');
  });
});

describe('the All view', () => {
  it('holds the titles of every list', () => {
    expect(names(entriesFor(items, { status: 'all', sort: 'title', query: '' }))).toEqual([
      'Akira',
      'Mushishi',
      'Re:Zero',
      'Steins;Gate',
    ]);
  });
});
