import { describe, expect, it } from 'vitest';
import { entriesFor, listViewFrom, listViewParams } from './list-view';
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
  it('falls back to Watching, recently updated and no filter', () => {
    expect(listViewFrom(new URLSearchParams('status=bogus&sort=nope'))).toEqual({
      status: 'watching',
      sort: 'updated',
      query: '',
    });
    expect(listViewFrom(new URLSearchParams('status=onHold&sort=title&q=gate'))).toEqual({
      status: 'onHold',
      sort: 'title',
      query: 'gate',
    });
  });

  it('leaves defaults out and keeps other parameters', () => {
    const params = listViewParams(
      { status: 'watching', sort: 'airDate', query: '' },
      new URLSearchParams('status=dropped&q=gate&keep=1'),
    );
    expect(params.toString()).toBe('keep=1&sort=airDate');
  });
});
