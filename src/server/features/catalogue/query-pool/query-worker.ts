import { parentPort, workerData } from 'node:worker_threads';
import { OfflineCatalogueProvider } from '../offline/offline-provider';
import type { FromQueryWorker, QueryWorkerData, ToQueryWorker } from './query-protocol';

/**
 * One thread of the catalogue query pool (decision 406): it opens the catalogue file read-only and
 * answers the server's queries one at a time. A file it cannot open ends the thread with the
 * error, which the pool reports and answers as 503.
 */
const { file } = workerData as QueryWorkerData;
const port = parentPort;
if (!port) throw new Error('the catalogue query worker runs in a worker thread');

let askedAt = Date.now();
let followers: ReadonlyMap<number, number> = new Map();
const open = () =>
  OfflineCatalogueProvider.open(file, () => askedAt, { userCounts: () => followers });
let provider = open();

const send = (message: FromQueryWorker) => port.postMessage(message);

/** The offline provider answers synchronously: no later message runs before this one ends. */
async function answer(id: number, ...query: Parameters<OfflineCatalogueProvider['get']>) {
  try {
    send({ kind: 'answer', id, answer: await provider.get(...query) });
  } catch (error) {
    send({ kind: 'failed', id, message: (error as Error).message });
  }
}

send({ kind: 'ready' });
port.on('message', (message: ToQueryWorker) => {
  switch (message.kind) {
    case 'reopen': {
      // The old file stays readable through its open connection until the new one is open.
      const next = open();
      provider.close();
      provider = next;
      return;
    }
    case 'followers':
      followers = new Map(message.counts);
      return;
    case 'query':
      askedAt = message.now;
      void answer(message.id, message.endpoint, message.parameters);
  }
});
