import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleUpdateWorker } from '../../../testing/update-worker';
import { runInWorker } from './run-in-worker';

let worker: { file: string; remove(): void };
let dir: string;

beforeAll(async () => {
  worker = await bundleUpdateWorker();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-run-in-worker-'));
});
afterAll(() => {
  worker.remove();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('runInWorker', () => {
  it('moves a download’s chunks to the worker, which reads them as one file', async () => {
    const chunks = ['{"siteMeta":{},', '"items":', '[]}'].map((text) =>
      new TextEncoder().encode(text),
    );
    const task = runInWorker(worker.file, {
      kind: 'update',
      feed: 'bangumi-data',
      chunks,
      info: { url: 'http://127.0.0.1/data.json', fetchedAt: '', etag: null, lastModified: null },
      current: { scheduleSha256: '', offlineDatabaseSha256: '' },
      catalogueFile: path.join(dir, 'catalogue.db'),
      schedulesFile: path.join(dir, 'bangumi-data.json'),
      bundledInput: path.join(dir, 'none.csv'),
      offlineDatabaseFile: null,
    });
    // Joined, the three pieces are complete JSON in bangumi-data's shape, with no titles.
    expect(await task.result).toEqual({
      kind: 'failed',
      reason: 'the file lists no usable titles',
    });
    // Moved, not copied: this thread no longer holds the bytes.
    expect(chunks.map((chunk) => chunk.byteLength)).toEqual([0, 0, 0]);
  });
});
