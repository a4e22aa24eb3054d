interface Batch<T> {
  items: T[];
  sent: Promise<void>;
}

/**
 * Sends items in batches through one channel: while a batch is on its way, new items gather
 * into the next, which leaves as soon as the one before it has arrived. Items keep their order;
 * each caller's promise settles with the batch that carried its items. So a channel that takes
 * one round trip per send carries everything that came meanwhile in the next round trip, instead
 * of queueing one round trip per item.
 */
export class BatchedSender<T> {
  private gathering: Batch<T> | null = null;
  private previous: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly sendAll: (items: T[]) => Promise<void>,
    private readonly maxItems: number,
  ) {}

  send(items: readonly T[]): Promise<void> {
    const batch =
      this.gathering && this.gathering.items.length + items.length <= this.maxItems
        ? this.gathering
        : this.nextBatch();
    batch.items.push(...items);
    return batch.sent;
  }

  private nextBatch(): Batch<T> {
    const batch: Batch<T> = { items: [], sent: Promise.resolve() };
    batch.sent = this.previous.then(() => {
      if (this.gathering === batch) this.gathering = null;
      return this.sendAll(batch.items);
    });
    this.previous = batch.sent.catch(() => undefined);
    this.gathering = batch;
    return batch;
  }
}
