import { parentPort, workerData } from 'node:worker_threads';
import { HttpError } from '../../../http/http-error';
import { lowerThreadPriority } from '../../../lib/lower-thread-priority';
import type { EntriesPart, WorkerInput, WorkerMessage } from './import-worker-protocol';
import { parseImportFile } from './parse-import';

/** The server copies a part in a millisecond or two, between other requests. */
const ENTRIES_PER_PART = 500;

function answer(message: WorkerMessage): void {
  parentPort?.postMessage(message);
}

function parse({ entries: out, ...task }: WorkerInput): void {
  let parsed;
  try {
    parsed = parseImportFile(task.format, task.body, task.now);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    answer({
      kind: 'refused',
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
    });
    return;
  }
  let parts = 0;
  for (let start = 0; start < parsed.entries.length; start += ENTRIES_PER_PART) {
    out.postMessage(parsed.entries.slice(start, start + ENTRIES_PER_PART) satisfies EntriesPart);
    parts += 1;
  }
  answer({ kind: 'parsed', parts, skipped: parsed.skipped, keptLines: parsed.keptLines ?? [] });
}

/**
 * The import worker's entry (bundled to dist/server/import-worker.js): unpacking and parsing a
 * file of 20,000 entries takes seconds, which must not stall the server's requests.
 */
lowerThreadPriority();
parse(workerData as WorkerInput);
