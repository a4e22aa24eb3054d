import type { Worker } from 'node:worker_threads';

/** The next message a worker posts, or its error should it fail first. */
export function nextMessage<Message>(worker: Worker): Promise<Message> {
  return new Promise<Message>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}
