import { EventEmitter } from 'node:events';
import type { ListChange } from '../tracked-title-store';

/** What a subscriber hears: a committed change, or that changes may have been missed. */
export type BusMessage = { kind: 'change'; change: ListChange } | { kind: 'resync' };

/**
 * Carries list changes from the instance that wrote them to every instance holding live
 * streams of that user: in process on SQLite, through PostgreSQL LISTEN/NOTIFY otherwise.
 */
export interface ListChangeBus {
  publish(change: ListChange): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(userId: string, listener: (message: BusMessage) => void): () => void;
  close(): Promise<void>;
}

/** One process is the whole deployment on SQLite, so an event emitter reaches everyone. */
export class InProcessListChangeBus implements ListChangeBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per user with an open stream: the count is bounded by users, not a leak.
    this.emitter.setMaxListeners(0);
  }

  publish(change: ListChange): Promise<void> {
    this.emitter.emit(change.userId, { kind: 'change', change } satisfies BusMessage);
    return Promise.resolve();
  }

  subscribe(userId: string, listener: (message: BusMessage) => void): () => void {
    this.emitter.on(userId, listener);
    return () => this.emitter.off(userId, listener);
  }

  close(): Promise<void> {
    this.emitter.removeAllListeners();
    return Promise.resolve();
  }
}
