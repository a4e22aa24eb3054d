import type { QueryClient } from '@tanstack/react-query';
import type { TrackedTitle, TrackedTitleKey } from '../../../shared/tracked-title';
import type { Delivery } from './deliver-write';
import { trackedListKey } from './tracked-list-query';
import {
  keyTextOf,
  withDelete,
  withLocalWrite,
  withRollback,
  type TrackedListState,
} from './tracked-list-state';

/** The writes of one title still on their way, sent one after another. */
interface TitleWrites {
  tail: Promise<unknown>;
  /** The number of the newest write: only its answer (or failure) decides what is shown. */
  newest: number;
  /** What the newest write showed before the server answered (see TitleWrite.optimistic). */
  shown: TrackedTitle | null | undefined;
  /** The title as the server last confirmed it (undefined: not tracked). */
  confirmed: TrackedTitle | undefined;
}

const inFlight = new Map<string, TitleWrites>();

export interface TitleWrite {
  queryClient: QueryClient;
  uid: string;
  key: TrackedTitleKey;
  /** The title as it should look now: null for a removal, undefined when it is not held. */
  optimistic: TrackedTitle | null | undefined;
  /** Sends the write, or keeps it to send later (see deliverListWrite). */
  send: () => Promise<Delivery>;
}

/** Saved on the server, or kept on this device until the server can be reached. */
export type WriteOutcome = 'saved' | 'queued';

function update(
  queryClient: QueryClient,
  uid: string,
  change: (state: TrackedListState) => TrackedListState,
): void {
  queryClient.setQueryData<TrackedListState>(trackedListKey(uid), (held) => held && change(held));
}

export function heldTitle(
  queryClient: QueryClient,
  uid: string,
  key: TrackedTitleKey,
): TrackedTitle | undefined {
  return queryClient.getQueryData<TrackedListState>(trackedListKey(uid))?.items.get(keyTextOf(key));
}

/**
 * Shows a write at once and sends it after any earlier write of the same title, so rapid
 * clicks reach the server in order. An older write's answer never replaces what a newer one
 * shows; if the newest fails, the title goes back to what the server last confirmed. A write
 * the server cannot be reached for is kept on the device and stays shown.
 */
export function writeTitle({
  queryClient,
  uid,
  key,
  optimistic,
  send,
}: TitleWrite): Promise<WriteOutcome> {
  const id = `${uid}:${keyTextOf(key)}`;
  const writes: TitleWrites = inFlight.get(id) ?? {
    tail: Promise.resolve(),
    newest: 0,
    shown: undefined,
    confirmed: heldTitle(queryClient, uid, key),
  };
  inFlight.set(id, writes);
  const number = ++writes.newest;
  writes.shown = optimistic;
  if (optimistic !== undefined) {
    update(queryClient, uid, (state) =>
      optimistic ? withLocalWrite(state, optimistic) : withDelete(state, key),
    );
  }

  const result = writes.tail.then(async () => {
    try {
      const delivery = await send();
      if (delivery.kind === 'queued') return 'queued';
      const { saved } = delivery;
      writes.confirmed = saved;
      if (number === writes.newest) {
        update(queryClient, uid, (state) =>
          saved ? withLocalWrite(state, saved) : withDelete(state, key),
        );
      }
      return 'saved';
    } catch (error) {
      const { shown, confirmed } = writes;
      if (number === writes.newest && shown !== undefined) {
        update(queryClient, uid, (state) =>
          withRollback(state, key, shown ?? undefined, confirmed),
        );
      }
      throw error;
    } finally {
      if (number === writes.newest) inFlight.delete(id);
    }
  });
  // Later writes wait for this one whatever its outcome; the caller hears of a failure.
  writes.tail = result.catch(() => undefined);
  return result;
}
