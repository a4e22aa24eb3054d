import { parentPort, workerData } from 'node:worker_threads';
import { lowerThreadPriority } from '../../../lib/lower-thread-priority';
import { runUpdateTask, type UpdateTask } from './update-task';

/**
 * The update worker's entry (bundled to dist/server/catalogue-update-worker.js): parsing a 7 MB
 * file and building the catalogue take seconds, which must not stall the server's requests.
 */
lowerThreadPriority();
parentPort?.postMessage(runUpdateTask(workerData as UpdateTask));
