import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiErrorBody } from '../../../../shared/api-error';
import { boundedLimit, SlotUnavailableError } from '../../../lib/upstream/bounded-limit';
import type { CatalogueAnswer, ProviderEndpoint } from '../provider';
import type { FromQueryWorker, QueryWorkerData, ToQueryWorker } from './query-protocol';

/** Each thread takes a core while it answers; one core stays the server's. */
const DEFAULT_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));
/** Beyond what 200 connections of the mixed-load bench keep waiting at once; more is a flood. */
const DEFAULT_MAX_QUEUED = 256;
const DEFAULT_MAX_WAIT_MS = 10_000;
/** A query is a few milliseconds; one still running after this is stuck and its thread is ended. */
const DEFAULT_QUERY_TIMEOUT_MS = 10_000;
/** After a thread could not start, queries answer 503 at once for this long before another try. */
const RESTART_PAUSE_MS = 1_000;
/** A catalogue query needs the file's index and a page of rows, never much heap. */
const WORKER_HEAP_MB = 256;

const unavailable = (code: string, message: string): CatalogueAnswer => ({
  status: 503,
  body: { error: { code, message } } satisfies ApiErrorBody,
});
export const CATALOGUE_BUSY = unavailable(
  'catalogue-busy',
  'The catalogue is answering many requests. Please try again in a moment.',
);
export const CATALOGUE_UNAVAILABLE = unavailable(
  'catalogue-unavailable',
  'The catalogue could not answer this request. Please try again in a moment.',
);

export interface QueryPoolOptions {
  /** The catalogue file each thread opens read-only, at this path (updates rename into it). */
  file: string;
  /** The query worker's script: the built file, or one the tests bundled. */
  workerFile: () => Promise<string>;
  /** The season's follower counts, sent to a thread whenever they are another map. */
  followers: () => ReadonlyMap<number, number>;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  /** The clock "this season" and schedules follow; tests fix it. */
  now?: () => number;
  threads?: number;
  maxQueued?: number;
  maxWaitMs?: number;
  queryTimeoutMs?: number;
}

interface Pending {
  id: number;
  settle(result: CatalogueAnswer | Error): void;
}

/** One worker thread, started when first needed and again after it ends. */
class QueryThread {
  busy = false;
  private live: Worker | null = null;
  private starting: Promise<Worker> | null = null;
  private retryAt = 0;
  /** Whether the live thread has opened the file. */
  private opened = false;
  private pending: Pending | null = null;
  private sentFollowers: ReadonlyMap<number, number> = new Map();

  constructor(private readonly options: QueryPoolOptions) {}

  start(): Promise<Worker> {
    if (this.live) return Promise.resolve(this.live);
    if (Date.now() < this.retryAt) return Promise.reject(new Error('restarting'));
    this.starting ??= this.spawn().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  private async spawn(): Promise<Worker> {
    try {
      const worker = new Worker(await this.options.workerFile(), {
        workerData: { file: this.options.file } satisfies QueryWorkerData,
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      });
      worker.on('message', (message: FromQueryWorker) => {
        if (message.kind === 'ready') {
          this.opened = true;
          return;
        }
        const pending = this.pending;
        if (pending?.id !== message.id) return;
        pending.settle(message.kind === 'answer' ? message.answer : new Error(message.message));
      });
      worker.once('error', (error) => this.ended(worker, `failed: ${error.message}`));
      worker.once('exit', (code) => this.ended(worker, `stopped (exit code ${code})`));
      // A server that forgot to close the pool still exits.
      worker.unref();
      this.live = worker;
      this.opened = false;
      this.sentFollowers = new Map();
      return worker;
    } catch (error) {
      this.retryAt = Date.now() + RESTART_PAUSE_MS;
      this.options.logger.warn(
        `A catalogue query thread could not start: ${(error as Error).message}`,
      );
      throw error;
    }
  }

  private ended(worker: Worker, reason: string): void {
    if (this.live !== worker) return;
    this.live = null;
    this.options.logger.warn(`A catalogue query thread ${reason}`);
    // One that could not open the file is not started again at once.
    if (!this.opened) this.retryAt = Date.now() + RESTART_PAUSE_MS;
    this.pending?.settle(CATALOGUE_UNAVAILABLE);
  }

  /** The file was replaced: a thread opens it again after the query it is answering. */
  reopen(): void {
    this.live?.postMessage({ kind: 'reopen' } satisfies ToQueryWorker);
  }

  async ask(
    id: number,
    endpoint: ProviderEndpoint,
    parameters: Record<string, string>,
  ): Promise<CatalogueAnswer> {
    let worker: Worker;
    try {
      worker = await this.start();
    } catch {
      return CATALOGUE_UNAVAILABLE;
    }
    const followers = this.options.followers();
    if (followers !== this.sentFollowers && followers.size + this.sentFollowers.size > 0) {
      worker.postMessage({ kind: 'followers', counts: [...followers] } satisfies ToQueryWorker);
      this.sentFollowers = followers;
    }
    return new Promise<CatalogueAnswer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.options.logger.warn('A catalogue query ran too long; its thread is replaced');
        // Let go at once: the next query starts a new thread while this one is ended.
        if (this.live === worker) this.live = null;
        this.pending?.settle(CATALOGUE_UNAVAILABLE);
        void worker.terminate();
      }, this.options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS);
      this.pending = {
        id,
        settle: (result) => {
          clearTimeout(timer);
          this.pending = null;
          if (result instanceof Error) reject(result);
          else resolve(result);
        },
      };
      const now = (this.options.now ?? Date.now)();
      const message: ToQueryWorker = { kind: 'query', id, endpoint, parameters, now };
      worker.postMessage(message);
    });
  }

  async stop(): Promise<void> {
    const worker = this.live ?? (await this.starting?.catch(() => null));
    this.live = null;
    this.pending?.settle(CATALOGUE_UNAVAILABLE);
    await worker?.terminate();
  }
}

/**
 * The offline catalogue's queries run in a few worker threads, each with the file open read-only,
 * so that no search or discover holds the server's event loop (issue 33, decision 406). A bounded
 * queue in front answers 503 when full, and a thread that dies or hangs is replaced while its
 * query is answered 503.
 */
export class CatalogueQueryPool {
  private readonly threads: QueryThread[];
  private readonly slots;
  private nextId = 0;

  constructor(private readonly options: QueryPoolOptions) {
    const count = Math.max(1, options.threads ?? DEFAULT_THREADS);
    this.threads = Array.from({ length: count }, () => new QueryThread(options));
    this.slots = boundedLimit({
      maxActive: count,
      maxQueued: options.maxQueued ?? DEFAULT_MAX_QUEUED,
    });
  }

  /** Starts every thread now, so the first queries do not wait for one to open the file. */
  warm(): void {
    for (const thread of this.threads) thread.start().catch(() => undefined);
  }

  async get(endpoint: ProviderEndpoint, parameters: Record<string, string>) {
    try {
      return await this.slots.run(() => {
        // The limit runs no more tasks than there are threads, so one is always free here.
        const thread = this.threads.find((each) => !each.busy) as QueryThread;
        thread.busy = true;
        this.nextId += 1;
        return thread.ask(this.nextId, endpoint, parameters).finally(() => {
          thread.busy = false;
        });
      }, this.options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS);
    } catch (error) {
      if (error instanceof SlotUnavailableError) return CATALOGUE_BUSY;
      throw error;
    }
  }

  /** After an update renamed a new file into place: queries asked from now on read it. */
  reopen(): void {
    for (const thread of this.threads) thread.reopen();
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.stop()));
  }
}
