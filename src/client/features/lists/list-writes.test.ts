import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TrackedTitle } from '../../../shared/tracked-title';
import type { Delivery } from './deliver-write';
import { heldTitle, writeTitle } from './list-writes';
import { trackedListKey } from './tracked-list-query';
import { withFirstPage } from './tracked-list-state';
import { listPage, trackedTitle } from './tracked-title-fixture';

const UID = 'u_1';
const fma = trackedTitle();

/** A send whose answer the test gives when it wants, to order answers by hand. */
function controlledSend() {
  let answer!: (title: TrackedTitle | undefined) => void;
  let fail!: (error: Error) => void;
  let started = false;
  const send = () => {
    started = true;
    return new Promise<TrackedTitle | undefined>((resolve, reject) => {
      answer = resolve;
      fail = reject;
    }).then((saved): Delivery => ({ kind: 'saved', saved }));
  };
  return {
    send,
    started: () => started,
    answer: (title: TrackedTitle | undefined) => answer(title),
    fail: (error: Error) => fail(error),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient();
  queryClient.setQueryData(trackedListKey(UID), withFirstPage(undefined, listPage([fma]), 1));
});
const shown = () => heldTitle(queryClient, UID, fma);

describe('writing a title', () => {
  it('shows the change at once and sends writes of one title one after another', async () => {
    const first = controlledSend();
    const second = controlledSend();
    const five = { ...fma, current_episode: 5 };
    const six = { ...fma, current_episode: 6 };
    const done = [
      writeTitle({ queryClient, uid: UID, key: fma, optimistic: five, send: first.send }),
      writeTitle({ queryClient, uid: UID, key: fma, optimistic: six, send: second.send }),
    ];
    expect(shown()?.current_episode).toBe(6);
    await settle();
    expect(first.started()).toBe(true);
    expect(second.started()).toBe(false);

    first.answer({ ...five, updatedAt: '2026-11-02T00:00:00.000Z' });
    await settle();
    // The older answer does not undo what the newer write shows.
    expect(shown()?.current_episode).toBe(6);
    expect(second.started()).toBe(true);
    second.answer({ ...six, updatedAt: '2026-11-02T00:00:01.000Z' });
    await Promise.all(done);
    expect(shown()?.updatedAt).toBe('2026-11-02T00:00:01.000Z');
  });

  it('goes back to what the server last confirmed when the newest write fails', async () => {
    const first = controlledSend();
    const second = controlledSend();
    const confirmed = { ...fma, status: 'onHold' as const, updatedAt: '2026-11-02T00:00:00.000Z' };
    const one = writeTitle({
      queryClient,
      uid: UID,
      key: fma,
      optimistic: { ...fma, status: 'onHold' },
      send: first.send,
    });
    const two = writeTitle({
      queryClient,
      uid: UID,
      key: fma,
      optimistic: { ...fma, status: 'dropped' },
      send: second.send,
    });
    await settle();
    first.answer(confirmed);
    await settle();
    second.fail(new Error('refused'));
    await one;
    await expect(two).rejects.toThrow('refused');
    expect(shown()).toEqual(confirmed);
  });

  it('puts a title back when its removal fails, and drops it when the removal is confirmed', async () => {
    const failing = controlledSend();
    const removal = writeTitle({
      queryClient,
      uid: UID,
      key: fma,
      optimistic: null,
      send: failing.send,
    });
    expect(shown()).toBeUndefined();
    await settle();
    failing.fail(new Error('offline'));
    await expect(removal).rejects.toThrow('offline');
    expect(shown()).toBe(fma);

    const working = controlledSend();
    const again = writeTitle({
      queryClient,
      uid: UID,
      key: fma,
      optimistic: null,
      send: working.send,
    });
    await settle();
    working.answer(undefined);
    await again;
    expect(shown()).toBeUndefined();
  });

  it('keeps showing a write kept on the device until the server can be reached', async () => {
    const seven = { ...fma, current_episode: 7 };
    const outcome = await writeTitle({
      queryClient,
      uid: UID,
      key: fma,
      optimistic: seven,
      send: () => Promise.resolve<Delivery>({ kind: 'queued' }),
    });
    expect(outcome).toBe('queued');
    expect(shown()).toBe(seven);
  });
});
