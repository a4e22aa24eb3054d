import type { MessagePort } from 'node:worker_threads';
import type { ImportFormat, ImportUnmatched, KeptLine } from '../../../../shared/lists-api';
import type { ImportEntry } from './import-entry';

/** What the server hands the import worker: the uploaded bytes, as sent. */
export interface ParseTask {
  format: ImportFormat;
  body: Uint8Array;
  /** The server's clock, which dates our own export's future times. */
  now: number;
}

/**
 * The worker's start: the task, and a port to leave the entries on in parts. The server takes
 * one part a turn of its event loop: a port's messages arrive all in one turn, and copying
 * 20,000 entries at once would hold the loop (decision 155).
 */
export interface WorkerInput extends ParseTask {
  entries: MessagePort;
}

export type EntriesPart = ImportEntry[];

/**
 * The worker's one answer: a refusal, or how many parts it left, the skipped lines and the
 * kept unmatched lines our own export carries.
 */
export type WorkerMessage =
  | { kind: 'refused'; statusCode: number; code: string; message: string }
  | { kind: 'parsed'; parts: number; skipped: ImportUnmatched[]; keptLines: KeptLine[] };
