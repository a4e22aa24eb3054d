import { Worker } from 'node:worker_threads';
import type { TaskResult, UpdateTask } from './update-task';

/** A hostile file could make the build balloon; the worker dies at this size, not the server. */
const WORKER_HEAP_MB = 1024;

export interface RunningTask {
  result: Promise<TaskResult>;
  /** Stops the worker (server shutdown); the result then says it was stopped. */
  stop(): Promise<void>;
}

/** Runs the task in a worker thread from `workerFile`; never rejects, a failure is a result. */
export function runInWorker(workerFile: string, task: UpdateTask): RunningTask {
  // Moved, not copied: the download's chunks each hold a buffer of their own (download.ts).
  const transferList =
    task.kind === 'update'
      ? [...new Set(task.chunks.map((chunk) => chunk.buffer as ArrayBuffer))]
      : [];
  let worker: Worker;
  try {
    worker = new Worker(workerFile, {
      workerData: task,
      transferList,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
  } catch (error) {
    const reason = `the update worker could not start (${(error as Error).message})`;
    return { result: Promise.resolve({ kind: 'failed', reason }), stop: () => Promise.resolve() };
  }
  const result = new Promise<TaskResult>((resolve) => {
    worker.once('message', (message: TaskResult) => resolve(message));
    worker.once('error', (error) => {
      resolve({ kind: 'failed', reason: `the update worker failed (${error.message})` });
    });
    worker.once('exit', (code) => {
      resolve({ kind: 'failed', reason: `the update worker stopped (exit code ${code})` });
    });
  });
  return {
    result,
    stop: async () => {
      await worker.terminate();
    },
  };
}
