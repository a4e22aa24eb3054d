/**
 * Runs tasks one at a time per key, in the order they came, and tasks of different keys freely.
 * A key is forgotten once its last task settles, so the map holds only keys with work waiting.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const result = before.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with a task running or waiting. */
  get size(): number {
    return this.tails.size;
  }
}
