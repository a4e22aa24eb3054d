import { describe, expect, it } from 'vitest';
import { listPage, trackedTitle } from './tracked-title-fixture';
import {
  countsOf,
  isComplete,
  withDelete,
  withFirstPage,
  withLocalWrite,
  withNextPage,
  withRollback,
  withUpsert,
} from './tracked-list-state';

const fma = trackedTitle();
const steinsGate = trackedTitle({ id: 9253, name: 'Steins;Gate', status: 'completed' });
const akira = trackedTitle({
  id: 47,
  media_type: 'movie',
  name: null,
  title: 'Akira',
  status: 'planToWatch',
});

const later = (item: typeof fma, minutes: number, changes: Partial<typeof fma> = {}) => ({
  ...item,
  ...changes,
  updatedAt: new Date(Date.parse(item.updatedAt) + minutes * 60_000).toISOString(),
});

describe('loading the list page by page', () => {
  it('shows the first page at once and completes with the last', () => {
    const first = withFirstPage(undefined, listPage([fma], 'c1', { watching: 1, completed: 1 }), 1);
    expect([...first.items.keys()]).toEqual(['tv/5114']);
    expect(isComplete(first)).toBe(false);
    expect(countsOf(first)).toMatchObject({ watching: 1, completed: 1 });

    const done = withNextPage(first, listPage([steinsGate]), 1);
    expect(isComplete(done)).toBe(true);
    expect([...done.items.keys()].sort()).toEqual(['tv/5114', 'tv/9253']);
  });

  it('ignores a page of an older load', () => {
    const first = withFirstPage(undefined, listPage([fma], 'c1'), 2);
    expect(withNextPage(first, listPage([steinsGate]), 1)).toBe(first);
  });

  it('keeps a title an event updated while its older version was on a later page', () => {
    const first = withFirstPage(undefined, listPage([fma], 'c1'), 1);
    const moved = later(steinsGate, 5, { status: 'dropped' });
    const withEvent = withUpsert(first, moved);
    const done = withNextPage(withEvent, listPage([steinsGate]), 1);
    expect(done.items.get('tv/9253')?.status).toBe('dropped');
  });

  it('does not bring back a title removed while pages were loading', () => {
    const first = withFirstPage(undefined, listPage([fma], 'c1'), 1);
    const removed = withDelete(first, steinsGate);
    const done = withNextPage(removed, listPage([steinsGate]), 1);
    expect(done.items.has('tv/9253')).toBe(false);
    expect(done.removed.size).toBe(0);
  });

  it('on a reload keeps titles on screen until the last page, then drops those the server no longer has', () => {
    const loaded = withFirstPage(undefined, listPage([fma, steinsGate, akira]), 1);
    const reloading = withFirstPage(loaded, listPage([fma], 'c1'), 2);
    expect(reloading.items.size).toBe(3);
    const done = withNextPage(reloading, listPage([akira]), 2);
    expect([...done.items.keys()].sort()).toEqual(['movie/47', 'tv/5114']);
  });
});

describe('live events and own writes', () => {
  const loaded = withFirstPage(undefined, listPage([fma, steinsGate]), 1);

  it('take a newer version and ignore an older one', () => {
    const newer = later(fma, 1, { current_episode: 5 });
    const updated = withUpsert(loaded, newer);
    expect(updated.items.get('tv/5114')?.current_episode).toBe(5);
    expect(withUpsert(updated, fma)).toBe(updated);
  });

  it('count from the titles once all are in', () => {
    const moved = withUpsert(loaded, later(fma, 1, { status: 'onHold' }));
    expect(countsOf(moved)).toMatchObject({ watching: 0, onHold: 1, completed: 1 });
    expect(countsOf(withDelete(moved, steinsGate))).toMatchObject({ completed: 0 });
  });

  it('take this tab’s own write even when its clock is behind', () => {
    const answered = { ...fma, current_episode: 2, updatedAt: '2020-01-01T00:00:00.000Z' };
    expect(withLocalWrite(loaded, answered).items.get('tv/5114')?.current_episode).toBe(2);
  });

  it('roll a failed write back unless something newer replaced it', () => {
    const optimistic = later(fma, 1, { status: 'dropped' });
    const written = withLocalWrite(loaded, optimistic);
    expect(withRollback(written, fma, optimistic, fma).items.get('tv/5114')).toBe(fma);

    const overtaken = withUpsert(written, later(fma, 2, { status: 'completed' }));
    expect(withRollback(overtaken, fma, optimistic, fma)).toBe(overtaken);
  });

  it('roll a failed add back to nothing and a failed removal back to the title', () => {
    const added = withLocalWrite(loaded, akira);
    expect(withRollback(added, akira, akira, undefined).items.has('movie/47')).toBe(false);
    const removed = withDelete(loaded, fma);
    expect(withRollback(removed, fma, undefined, fma).items.get('tv/5114')).toBe(fma);
  });
});
