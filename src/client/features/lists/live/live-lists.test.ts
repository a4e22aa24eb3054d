import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { trackedListKey } from '../tracked-list-query';
import { withFirstPage, type TrackedListState } from '../tracked-list-state';
import { listPage, trackedTitle } from '../tracked-title-fixture';
import { takeEarlyChanges } from './early-changes';
import { applyLiveEvent, closeLiveLists } from './live-lists';

const UID = 'u_1';
const key = trackedListKey(UID);
const fma = trackedTitle();
const later = { ...fma, current_episode: 9, updatedAt: '2026-11-22T09:00:00.000Z' };

let queryClient = new QueryClient();
afterEach(() => {
  closeLiveLists(queryClient);
  queryClient = new QueryClient();
});

const holdList = () => queryClient.setQueryData(key, withFirstPage(undefined, listPage([fma]), 1));
const held = () => queryClient.getQueryData<TrackedListState>(key);
const invalidated = () => queryClient.getQueryState(key)?.isInvalidated ?? false;

describe('live events', () => {
  it('update and remove titles of the held list', () => {
    holdList();
    applyLiveEvent(queryClient, UID, { type: 'ready', version: 4 });
    invalidatedIsReset();
    applyLiveEvent(queryClient, UID, { type: 'upsert', item: later, version: 5 });
    expect(held()?.items.get('tv/5114')?.current_episode).toBe(9);
    applyLiveEvent(queryClient, UID, { type: 'delete', key: fma, version: 6 });
    expect(held()?.items.size).toBe(0);
  });

  it('are kept for the first page while no list is held yet', () => {
    applyLiveEvent(queryClient, UID, { type: 'upsert', item: later, version: 2 });
    expect(held()).toBeUndefined();
    expect(takeEarlyChanges(UID)).toEqual([{ type: 'upsert', item: later }]);
  });

  it('reload a list held from before the stream opened, or held at another version', () => {
    holdList();
    applyLiveEvent(queryClient, UID, { type: 'ready', version: 3 });
    expect(invalidated()).toBe(true);

    invalidatedIsReset();
    applyLiveEvent(queryClient, UID, { type: 'upsert', item: later, version: 4 });
    applyLiveEvent(queryClient, UID, { type: 'ready', version: 4 });
    expect(invalidated()).toBe(false);
    applyLiveEvent(queryClient, UID, { type: 'ready', version: 6 });
    expect(invalidated()).toBe(true);
  });

  it('reload on resync and forget everything when the user signs out', () => {
    holdList();
    applyLiveEvent(queryClient, UID, { type: 'resync' });
    expect(invalidated()).toBe(true);
    closeLiveLists(queryClient);
    expect(held()).toBeUndefined();
  });
});

/** Takes the held list as freshly loaded again, as a completed reload would. */
function invalidatedIsReset() {
  queryClient.setQueryData(key, held());
}
