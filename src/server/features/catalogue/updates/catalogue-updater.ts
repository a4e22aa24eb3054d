import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueUpdateAttempt } from '../../../../shared/admin-catalogue';
import { readSavedInfo } from '../offline/build/saved-schedules';
import type { CatalogueStore } from '../offline/catalogue-store';
import { DownloadFailure, downloadSchedules, type DownloadLimits } from './download';
import { runInWorker, type RunningTask } from './run-in-worker';
import type { SwappableCatalogue } from './swappable-catalogue';
import type { FeedName, TaskResult, UpdatePaths, UpdateTask } from './update-task';

export interface UpdateSchedule {
  /** After listen, so the first answers never wait on it. */
  firstRunDelayMs: number;
  intervalMs: number;
}

export type UpdateLimits = DownloadLimits & UpdateSchedule;

/** bangumi-data: a 7 MB file, daily. */
export const DEFAULT_UPDATE_LIMITS: UpdateLimits = {
  timeoutMs: 60_000,
  stallMs: 15_000,
  maxBytes: 64 * 1_048_576,
  maxRedirects: 3,
  firstRunDelayMs: 10_000,
  intervalMs: 24 * 3_600_000,
};

/**
 * anime-offline-database (decision 281): its .json.zst release is 5–10 MB and the plain JSON
 * 40–60 MB, either accepted; weekly, as it is released, and after the daily file at start.
 */
export const DEFAULT_OFFLINE_DATABASE_LIMITS: UpdateLimits = {
  timeoutMs: 300_000,
  stallMs: 30_000,
  maxBytes: 96 * 1_048_576,
  maxRedirects: 5,
  firstRunDelayMs: 30_000,
  intervalMs: 7 * 24 * 3_600_000,
};

/** One file the updater keeps current. */
export interface UpdateFeed {
  name: FeedName;
  url: string;
  /** Where its last good download is kept (DATA_DIR). */
  keptFile: string;
  limits: UpdateLimits;
}

export interface CatalogueUpdaterOptions {
  catalogue: SwappableCatalogue;
  feeds: UpdateFeed[];
  paths: UpdatePaths;
  /** The bundled update worker (dist/server/catalogue-update-worker.js). */
  workerFile: string;
  /** The server's logger; the bench passes its own. */
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** Where an update attempt ended, and why when it ended early. */
class Outcome {
  constructor(
    readonly outcome: CatalogueUpdateAttempt['outcome'],
    readonly reason: string | null = null,
  ) {}
}

/** What the admin page shows of one file's updates. */
export interface FeedStatus {
  url: string;
  running: boolean;
  lastAttempt: CatalogueUpdateAttempt | null;
  nextAttemptAt: string | null;
}

class FeedState {
  timer: NodeJS.Timeout | null = null;
  nextAttemptAt: number | null = null;
  lastAttempt: CatalogueUpdateAttempt | null = null;
  running: Promise<CatalogueUpdateAttempt> | null = null;

  constructor(readonly feed: UpdateFeed) {}

  /** Log lines name the weekly source; the daily one's keep the words they always had. */
  get logName(): string {
    return this.feed.name === 'bangumi-data' ? 'catalogue' : `catalogue (${this.feed.name})`;
  }
}

/**
 * Keeps the offline catalogue current (decisions 174 and 281): at start and then on each file's
 * interval it downloads bangumi-data (daily) and anime-offline-database (weekly), has a worker
 * check the file and build a catalogue from the kept copies, and swaps that catalogue in. The
 * worker tasks run one at a time. Whatever fails, the current catalogue stays and one log line
 * says why.
 */
export class CatalogueUpdater {
  private readonly feeds: Map<FeedName, FeedState>;
  private task: RunningTask | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private caughtUp: Promise<void> | null = null;
  private readonly stopping = new AbortController();

  constructor(private readonly options: CatalogueUpdaterOptions) {
    this.feeds = new Map(options.feeds.map((feed) => [feed.name, new FeedState(feed)]));
  }

  /** Schedules each file's first attempt shortly after start, then one per interval. */
  start(): void {
    for (const state of this.feeds.values())
      this.schedule(state, state.feed.limits.firstRunDelayMs);
  }

  /** One file's updates; null when that file is not kept current. */
  status(name: FeedName = 'bangumi-data'): FeedStatus | null {
    const state = this.feeds.get(name);
    if (!state) return null;
    return {
      url: state.feed.url,
      running: state.running !== null,
      lastAttempt: state.lastAttempt,
      nextAttemptAt:
        state.nextAttemptAt === null ? null : new Date(state.nextAttemptAt).toISOString(),
    };
  }

  /** One attempt now for that file; while one runs, that one's result. */
  runOnce(name: FeedName = 'bangumi-data'): Promise<CatalogueUpdateAttempt> {
    const state = this.feeds.get(name);
    if (!state) return Promise.reject(new Error(`${name} is not kept current`));
    state.running ??= this.attempt(state).finally(() => {
      state.running = null;
    });
    return state.running;
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    for (const state of this.feeds.values()) {
      if (state.timer) clearTimeout(state.timer);
      state.timer = null;
      state.nextAttemptAt = null;
    }
    await this.task?.stop();
    for (const state of this.feeds.values()) await state.running;
  }

  private schedule(state: FeedState, delay: number): void {
    if (this.stopping.signal.aborted) return;
    state.nextAttemptAt = Date.now() + delay;
    state.timer = setTimeout(() => {
      state.timer = null;
      void this.runOnce(state.feed.name).finally(() =>
        this.schedule(state, state.feed.limits.intervalMs),
      );
    }, delay);
    // A pending update must not keep a stopping process alive.
    state.timer.unref();
  }

  private async attempt(state: FeedState): Promise<CatalogueUpdateAttempt> {
    const at = new Date().toISOString();
    let result: Outcome;
    try {
      this.caughtUp ??= this.catchUp();
      await this.caughtUp;
      result = await this.update(state);
    } catch (error) {
      result = new Outcome('failed', error instanceof Error ? error.message : String(error));
    }
    const attempt: CatalogueUpdateAttempt = { at, outcome: result.outcome, reason: result.reason };
    // An attempt cut short by shutdown says nothing about the source.
    if (!this.stopping.signal.aborted) {
      state.lastAttempt = attempt;
      this.report(state, attempt);
    }
    return attempt;
  }

  private currentSources() {
    const { scheduleSha256, offlineDatabaseSha256 } = this.options.catalogue.meta;
    return { scheduleSha256, offlineDatabaseSha256 };
  }

  /**
   * Kept downloads the open catalogue was not built from (a rebuild from the bundled package, a
   * restart after a crash between keeping and swapping) are merged first, before asking for more.
   */
  private async catchUp(): Promise<void> {
    const result = await this.inWorker({
      ...this.options.paths,
      kind: 'catch-up',
      current: this.currentSources(),
    });
    if (result.kind === 'failed' && !this.stopping.signal.aborted) {
      this.options.logger.warn(`catalogue: the kept downloads were not merged: ${result.reason}`);
    } else if (result.kind === 'built') {
      this.swapIn(result.file);
      this.options.logger.info(`catalogue: merged the kept downloads (${this.describeCurrent()})`);
    }
  }

  private async update({ feed }: FeedState): Promise<Outcome> {
    const saved = readSavedInfo(feed.keptFile);
    const fetchedAt = new Date().toISOString();
    let download;
    try {
      download = await downloadSchedules(feed.url, saved, feed.limits, this.stopping.signal);
    } catch (error) {
      if (error instanceof DownloadFailure) return new Outcome('failed', error.message);
      throw error;
    }
    if (download.kind === 'not-modified') return new Outcome('not-modified');
    const { chunks, etag, lastModified } = download;
    const result = await this.inWorker({
      ...this.options.paths,
      kind: 'update',
      feed: feed.name,
      chunks,
      info: { url: feed.url, fetchedAt, etag, lastModified },
      current: this.currentSources(),
    });
    if (result.kind === 'failed') return new Outcome('failed', result.reason);
    if (result.kind === 'unchanged') return new Outcome('not-modified');
    this.swapIn(result.file);
    return new Outcome('updated');
  }

  /** One worker at a time: each builds from every kept copy, so none overwrites a newer build. */
  private inWorker(task: UpdateTask): Promise<TaskResult> {
    const run = async (): Promise<TaskResult> => {
      if (this.stopping.signal.aborted) return { kind: 'failed', reason: 'stopping' };
      // The task reads the open catalogue's fingerprints when it starts, not when it queued.
      this.task = runInWorker(this.options.workerFile, { ...task, current: this.currentSources() });
      try {
        return await this.task.result;
      } finally {
        this.task = null;
      }
    };
    const result = this.queue.then(run, run);
    this.queue = result;
    return result;
  }

  /** The only step on the server's thread: open the new file, rename it into place, swap. */
  private swapIn(file: string): void {
    if (this.stopping.signal.aborted) {
      fs.rmSync(file, { force: true });
      throw new Error('the server is shutting down');
    }
    let next: CatalogueStore;
    try {
      next = this.options.catalogue.openNext(file);
      // The open connection follows the file across the rename, and a restart finds it in place.
      fs.renameSync(file, this.options.paths.catalogueFile);
    } catch (error) {
      fs.rmSync(file, { force: true });
      throw new Error(`the new catalogue could not be opened (${(error as Error).message})`, {
        cause: error,
      });
    }
    this.options.catalogue.swap(next);
  }

  private describeCurrent(): string {
    const meta = this.options.catalogue.meta;
    const offlineDatabase = meta.offlineDatabaseSource ? `, ${meta.offlineDatabaseSource}` : '';
    return `${meta.rowCount} titles, the newest beginning ${meta.newestTitleDate || 'on no known date'}, schedules from ${meta.scheduleSource}${offlineDatabase}`;
  }

  private report(state: FeedState, attempt: CatalogueUpdateAttempt): void {
    const { logger } = this.options;
    const { url } = state.feed;
    if (attempt.outcome === 'updated') {
      logger.info({ url }, `${state.logName} updated: ${this.describeCurrent()}`);
    } else if (attempt.outcome === 'not-modified') {
      logger.info(
        { url },
        `${state.logName} update: the file has not changed since the last download`,
      );
    } else {
      logger.warn(
        { url },
        `${state.logName} update failed, the current catalogue stays: ${attempt.reason ?? 'unknown reason'}`,
      );
    }
  }
}
