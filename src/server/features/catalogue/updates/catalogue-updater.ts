import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueUpdateAttempt } from '../../../../shared/admin-catalogue';
import { readSavedInfo } from '../offline/build/saved-schedules';
import type { OfflineCatalogueProvider } from '../offline/offline-provider';
import { DownloadFailure, downloadSchedules, type DownloadLimits } from './download';
import { runInWorker, type RunningTask } from './run-in-worker';
import type { SwappableCatalogue } from './swappable-catalogue';
import type { TaskResult, UpdatePaths, UpdateTask } from './update-task';

export interface UpdateSchedule {
  /** After listen, so the first answers never wait on it. */
  firstRunDelayMs: number;
  intervalMs: number;
}

export type UpdateLimits = DownloadLimits & UpdateSchedule;

export const DEFAULT_UPDATE_LIMITS: UpdateLimits = {
  timeoutMs: 60_000,
  stallMs: 15_000,
  maxBytes: 64 * 1_048_576,
  maxRedirects: 3,
  firstRunDelayMs: 10_000,
  intervalMs: 24 * 3_600_000,
};

export interface CatalogueUpdaterOptions {
  catalogue: SwappableCatalogue;
  url: string;
  paths: UpdatePaths;
  /** The bundled update worker (dist/server/catalogue-update-worker.js). */
  workerFile: string;
  limits: UpdateLimits;
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

/**
 * Keeps the offline catalogue current (decision 174): at start and then daily it downloads the
 * configured bangumi-data file, has a worker check it and build a catalogue from it, and swaps
 * that catalogue in. Whatever fails, the current catalogue stays and one log line says why.
 */
export class CatalogueUpdater {
  private timer: NodeJS.Timeout | null = null;
  private nextAttemptAt: number | null = null;
  private lastAttempt: CatalogueUpdateAttempt | null = null;
  private running: Promise<CatalogueUpdateAttempt> | null = null;
  private task: RunningTask | null = null;
  private caughtUp = false;
  private readonly stopping = new AbortController();

  constructor(private readonly options: CatalogueUpdaterOptions) {}

  /** Schedules the first attempt shortly after start, then one a day. */
  start(): void {
    this.schedule(this.options.limits.firstRunDelayMs);
  }

  status() {
    return {
      running: this.running !== null,
      lastAttempt: this.lastAttempt,
      nextAttemptAt:
        this.nextAttemptAt === null ? null : new Date(this.nextAttemptAt).toISOString(),
    };
  }

  /** One attempt now; while one runs, that one's result. */
  runOnce(): Promise<CatalogueUpdateAttempt> {
    this.running ??= this.attempt().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.nextAttemptAt = null;
    this.stopping.abort();
    await this.task?.stop();
    await this.running;
  }

  private schedule(delay: number): void {
    if (this.stopping.signal.aborted) return;
    this.nextAttemptAt = Date.now() + delay;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.runOnce().finally(() => this.schedule(this.options.limits.intervalMs));
    }, delay);
    // A pending update must not keep a stopping process alive.
    this.timer.unref();
  }

  private async attempt(): Promise<CatalogueUpdateAttempt> {
    const at = new Date().toISOString();
    let result: Outcome;
    try {
      if (!this.caughtUp) await this.catchUp();
      result = await this.update();
    } catch (error) {
      result = new Outcome('failed', error instanceof Error ? error.message : String(error));
    }
    const attempt: CatalogueUpdateAttempt = { at, outcome: result.outcome, reason: result.reason };
    // An attempt cut short by shutdown says nothing about the source.
    if (!this.stopping.signal.aborted) {
      this.lastAttempt = attempt;
      this.report(attempt);
    }
    return attempt;
  }

  /**
   * A kept download the open catalogue was not built from (a rebuild from the bundled package, a
   * restart after a crash between keeping and swapping) is merged first, before asking for more.
   */
  private async catchUp(): Promise<void> {
    const result = await this.inWorker({
      ...this.options.paths,
      kind: 'catch-up',
      currentScheduleSha256: this.options.catalogue.meta.scheduleSha256,
    });
    this.caughtUp = true;
    if (result.kind === 'failed' && !this.stopping.signal.aborted) {
      this.options.logger.warn(
        `catalogue: the kept bangumi-data copy was not merged: ${result.reason}`,
      );
    } else if (result.kind === 'built') {
      this.swapIn(result.file);
      this.options.logger.info(
        `catalogue: merged the kept bangumi-data copy (${this.describeCurrent()})`,
      );
    }
  }

  private async update(): Promise<Outcome> {
    const { url, limits, paths } = this.options;
    const saved = readSavedInfo(paths.schedulesFile);
    const fetchedAt = new Date().toISOString();
    let download;
    try {
      download = await downloadSchedules(url, saved, limits, this.stopping.signal);
    } catch (error) {
      if (error instanceof DownloadFailure) return new Outcome('failed', error.message);
      throw error;
    }
    if (download.kind === 'not-modified') return new Outcome('not-modified');
    const { bytes, etag, lastModified } = download;
    const result = await this.inWorker({
      ...paths,
      kind: 'update',
      bytes,
      info: { url, fetchedAt, etag, lastModified },
      currentScheduleSha256: this.options.catalogue.meta.scheduleSha256,
    });
    if (result.kind === 'failed') return new Outcome('failed', result.reason);
    if (result.kind === 'unchanged') return new Outcome('not-modified');
    this.swapIn(result.file);
    return new Outcome('updated');
  }

  private async inWorker(task: UpdateTask): Promise<TaskResult> {
    this.task = runInWorker(this.options.workerFile, task);
    try {
      return await this.task.result;
    } finally {
      this.task = null;
    }
  }

  /** The only step on the server's thread: open the new file, rename it into place, swap. */
  private swapIn(file: string): void {
    if (this.stopping.signal.aborted) {
      fs.rmSync(file, { force: true });
      throw new Error('the server is shutting down');
    }
    let next: OfflineCatalogueProvider;
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
    return `${meta.rowCount} titles, the newest beginning ${meta.newestTitleDate || 'on no known date'}, schedules from ${meta.scheduleSource}`;
  }

  private report(attempt: CatalogueUpdateAttempt): void {
    const { logger, url } = this.options;
    if (attempt.outcome === 'updated') {
      logger.info({ url }, `catalogue updated: ${this.describeCurrent()}`);
    } else if (attempt.outcome === 'not-modified') {
      logger.info({ url }, 'catalogue update: the file has not changed since the last download');
    } else {
      logger.warn(
        { url },
        `catalogue update failed, the current catalogue stays: ${attempt.reason ?? 'unknown reason'}`,
      );
    }
  }
}
