import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { runUpdateTask, type UpdateTask } from './update-task';

/**
 * On a machine with few cores this thread competes with the server's own: at the lowest
 * priority it takes only the time the server's thread leaves. Linux keeps a priority per
 * thread, and /proc/thread-self names this one; elsewhere the worker keeps normal priority.
 */
function yieldToTheServer(): void {
  try {
    const threadId = Number(path.basename(fs.readlinkSync('/proc/thread-self')));
    os.setPriority(threadId, os.constants.priority.PRIORITY_LOW);
  } catch {
    // Not Linux, or not allowed: the merge still runs, only not at a lower priority.
  }
}

/**
 * The update worker's entry (bundled to dist/server/catalogue-update-worker.js): parsing a 7 MB
 * file and building the catalogue take seconds, which must not stall the server's requests.
 */
yieldToTheServer();
parentPort?.postMessage(runUpdateTask(workerData as UpdateTask));
