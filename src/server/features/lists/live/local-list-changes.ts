import type { FastifyBaseLogger } from 'fastify';
import type { ListChange } from '../tracked-title-store';

/** What an import did, told once when it ends instead of one change per batch. */
export interface ImportOutcome {
  userId: string;
  matched: number;
  unmatched: number;
  skipped: number;
}

/** Told on the instance that made the change, so each change is handled once in a deployment. */
export interface ListChangeObserver {
  changed(change: ListChange): void;
  imported(outcome: ImportOutcome): void;
}

/**
 * The list changes this instance commits, for features that act on them once (the list-change
 * webhook, decision 403). Observers only take note: their work runs off the writer's path, and
 * an observer that throws never fails the write.
 */
export class LocalListChanges {
  private readonly observers = new Set<ListChangeObserver>();

  constructor(private readonly log: FastifyBaseLogger) {}

  observe(observer: ListChangeObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  changed(change: ListChange): void {
    this.tell((observer) => observer.changed(change));
  }

  imported(outcome: ImportOutcome): void {
    this.tell((observer) => observer.imported(outcome));
  }

  private tell(call: (observer: ListChangeObserver) => void): void {
    for (const observer of this.observers) {
      try {
        call(observer);
      } catch (error) {
        this.log.error({ err: error }, 'a list change observer failed');
      }
    }
  }
}
