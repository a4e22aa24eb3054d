import type { FastifyBaseLogger } from 'fastify';
import type { KitsuClient } from './kitsu-client';
import { keptAfterFailure, keptFromKitsu, type KeptTitle } from './kept-title';
import type { MetadataStore } from './metadata-store';
import type { Priority } from './request-pacer';

/** Background titles waiting at once; more are dropped and asked for the next time they are read. */
const MAX_BACKGROUND_QUEUE = 1000;

interface Job {
  priority: Priority;
  done: Promise<void>;
}

export interface EnrichmentOptions {
  store: MetadataStore;
  client: KitsuClient;
  logger: FastifyBaseLogger;
  now?: () => number;
}

const isDue = (title: KeptTitle | undefined, now: number) => !title || title.refreshAt <= now;

/**
 * Fetches and keeps what Kitsu knows of titles (decision 291): each title is asked once at a
 * time however many pages want it; a title page's fetch starts at once and its requests go
 * ahead of background ones; background titles (lists, home's rows) are fetched one at a time.
 * A failure is kept as a back-off, never thrown at a page.
 */
export class EnrichmentService {
  private readonly jobs = new Map<number, Job>();
  private readonly background: number[] = [];
  private readonly queued = new Set<number>();
  private backgroundRunning = false;
  private saved = 0;
  private closed = false;
  private readonly now: () => number;

  constructor(private readonly options: EnrichmentOptions) {
    this.now = options.now ?? Date.now;
  }

  kept(malId: number): Promise<KeptTitle | undefined> {
    return this.options.store.title(malId);
  }

  keptMany(malIds: readonly number[]): Promise<Map<number, KeptTitle>> {
    return this.options.store.titles(malIds);
  }

  /** A title page wants it now: starts (or promotes) its fetch when nothing fresh is kept. */
  wantNow(malId: number, kept: KeptTitle | undefined): Promise<void> | null {
    if (!isDue(kept, this.now())) return null;
    const running = this.jobs.get(malId);
    if (running) {
      running.priority = 'high';
      return running.done;
    }
    this.queued.delete(malId);
    return this.start(malId, kept, 'high').done;
  }

  /** Lists and home's rows read these: the due ones join the background queue, bounded. */
  async wantLater(malIds: readonly number[]): Promise<void> {
    const candidates = malIds.filter((id) => !this.jobs.has(id) && !this.queued.has(id));
    if (candidates.length === 0 || this.closed) return;
    const kept = await this.options.store.titles(candidates);
    const now = this.now();
    for (const malId of candidates) {
      if (this.background.length >= MAX_BACKGROUND_QUEUE) break;
      if (!isDue(kept.get(malId), now) || this.queued.has(malId)) continue;
      this.background.push(malId);
      this.queued.add(malId);
    }
    // Background work that fails (the database closing at shutdown, say) is retried next pass.
    void this.runBackground().catch((error: unknown) =>
      this.options.logger.warn({ err: error }, 'Kitsu background enrichment stopped'),
    );
  }

  /** The fetch under way for a title, if any. */
  inFlight(malId: number): Promise<void> | undefined {
    return this.jobs.get(malId)?.done;
  }

  /** Changes each time a title's data arrives; answers built before it may lack that data. */
  get generation(): number {
    return this.saved;
  }

  get backgroundWaiting(): number {
    return this.background.length;
  }

  close(): void {
    this.closed = true;
    this.background.length = 0;
    this.queued.clear();
  }

  private async runBackground(): Promise<void> {
    if (this.backgroundRunning) return;
    this.backgroundRunning = true;
    try {
      for (let malId = this.background.shift(); malId !== undefined;) {
        this.queued.delete(malId);
        if (!this.jobs.has(malId)) {
          const kept = await this.options.store.title(malId);
          if (isDue(kept, this.now())) await this.start(malId, kept, 'low').done;
        }
        malId = this.closed ? undefined : this.background.shift();
      }
    } finally {
      this.backgroundRunning = false;
    }
  }

  private start(malId: number, kept: KeptTitle | undefined, priority: Priority): Job {
    const job: Job = { priority, done: Promise.resolve() };
    job.done = this.fetch(malId, kept, () => job.priority).finally(() => this.jobs.delete(malId));
    this.jobs.set(malId, job);
    return job;
  }

  private async fetch(
    malId: number,
    kept: KeptTitle | undefined,
    priority: () => Priority,
  ): Promise<void> {
    const { client, store, logger } = this.options;
    try {
      const anime = kept?.kitsuId
        ? await client.anime(kept.kitsuId, priority())
        : await client.animeByMalId(malId, priority());
      const episodes = anime ? await client.episodes(anime.id, priority()) : [];
      await store.save(keptFromKitsu(malId, anime, episodes, this.now()));
      if (anime) this.saved += 1;
    } catch (error) {
      logger.warn(
        { malId, reason: error instanceof Error ? error.message : String(error) },
        'Kitsu enrichment failed; retried later',
      );
      await store.save(keptAfterFailure(malId, kept, this.now())).catch((saveError: unknown) => {
        logger.warn({ malId, err: saveError }, 'Kitsu enrichment could not record a failure');
      });
    }
  }
}
