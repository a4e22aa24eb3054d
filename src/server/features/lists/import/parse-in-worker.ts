import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  MessageChannel,
  type MessagePort,
  Worker,
  receiveMessageOnPort,
} from 'node:worker_threads';
import { HttpError } from '../../../http/http-error';
import { boundedLimit, SlotUnavailableError } from '../../../lib/upstream/bounded-limit';
import type { ImportEntry, ParsedImport } from './import-entry';
import type { EntriesPart, ParseTask, WorkerInput, WorkerMessage } from './import-worker-protocol';

/**
 * In the built server this module is part of dist/server/main.js, so this names
 * dist/server/import-worker.js (scripts/build-server.mjs builds both).
 */
export const BUILT_IMPORT_WORKER = fileURLToPath(new URL('./import-worker.js', import.meta.url));

/** A file that parses into far more than its entries need dies in its worker, not the server. */
const WORKER_HEAP_MB = 512;
/** Each parse takes a core; one core stays the server's. */
const PARSES_AT_ONCE = Math.max(1, availableParallelism() - 1);
/** Imports are rare (10 an hour per account), so a longer queue means an attack. */
const PARSES_QUEUED = 20;
const QUEUE_WAIT_MS = 60_000;

const tooLarge = () =>
  new HttpError(413, 'payload-too-large', 'The file is too large or too complex to import.');
const busy = () =>
  new HttpError(503, 'import-busy', 'Many files are being imported now. Please try again soon.');

/** Takes the parts the worker left on the port, one a turn, so other requests run between. */
async function drain(port: MessagePort, parts: number): Promise<ImportEntry[]> {
  const entries: ImportEntry[] = [];
  for (let part = 0; part < parts; part++) {
    await nextTurn();
    const received = receiveMessageOnPort(port);
    if (!received) throw new Error(`the import worker left ${part} of ${parts} parts`);
    entries.push(...(received.message as EntriesPart));
  }
  return entries;
}

/** The worker's answer: the entries and skipped lines, or else its refusal. */
function collect(worker: Worker, entries: MessagePort): Promise<ParsedImport> {
  return new Promise((resolve, reject) => {
    worker.once('message', (message: WorkerMessage) => {
      if (message.kind === 'refused') {
        reject(new HttpError(message.statusCode, message.code, message.message));
        return;
      }
      // Settled now, with the parts still to take: the worker may exit before they are taken.
      const { parts, skipped, keptLines } = message;
      resolve(drain(entries, parts).then((parsed) => ({ entries: parsed, skipped, keptLines })));
    });
    worker.once('error', (error: Error & { code?: string }) => {
      reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLarge() : error);
    });
    // After an answer this changes nothing; before one, the worker died without a word.
    worker.once('exit', (code) => {
      reject(new Error(`the import worker stopped (exit code ${code}) before it answered`));
    });
  });
}

/**
 * Unpacks and parses uploaded files in worker threads, a few at a time, so the server's thread
 * keeps answering other requests meanwhile (decision 155).
 */
export class WorkerParser {
  private readonly slots = boundedLimit({
    maxActive: PARSES_AT_ONCE,
    maxQueued: PARSES_QUEUED,
  });

  /** `workerFile` names the worker's script: the built file, or one the tests bundled. */
  constructor(private readonly workerFile: () => Promise<string>) {}

  /** The file's entries, or the HttpError saying why it is refused. */
  async parse(task: ParseTask): Promise<ParsedImport> {
    try {
      return await this.slots.run(() => this.parseNow(task), QUEUE_WAIT_MS);
    } catch (error) {
      throw error instanceof SlotUnavailableError ? busy() : error;
    }
  }

  private async parseNow(task: ParseTask): Promise<ParsedImport> {
    const file = await this.workerFile();
    // A copy of the bytes alone: a small body may share its memory with other buffers.
    const body = new Uint8Array(task.body);
    const { port1: entries, port2: entriesOut } = new MessageChannel();
    try {
      const worker = new Worker(file, {
        workerData: { ...task, body, entries: entriesOut } satisfies WorkerInput,
        transferList: [body.buffer, entriesOut],
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      });
      return await collect(worker, entries);
    } finally {
      entries.close();
    }
  }
}
