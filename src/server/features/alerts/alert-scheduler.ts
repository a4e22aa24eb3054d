import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/connect';
import type { Clock } from '../auth/clock';
import type { CatalogueProvider } from '../catalogue/provider';
import type { DeliveryRow } from './alert-messages';
import { planAlerts, type PlanSummary } from './alert-planner';
import type { AlertQueue } from './alert-queue';
import type { AlertSender } from './alert-sender';

const CLAIM_BATCH = 50;

export interface PassSummary extends PlanSummary {
  delivered: number;
}

export interface SchedulerInput {
  database: AppDatabase;
  catalogue: CatalogueProvider;
  queue: AlertQueue;
  sender: AlertSender;
  clock: Clock;
  intervalMs: number;
  log: FastifyBaseLogger;
}

/** Digest rows of one user go out as one mail; every other row alone. */
function groupsOf(rows: readonly DeliveryRow[], isDigest: (row: DeliveryRow) => boolean) {
  const groups: DeliveryRow[][] = [];
  const digests = new Map<string, DeliveryRow[]>();
  for (const row of rows) {
    if (!isDigest(row)) {
      groups.push([row]);
      continue;
    }
    const group = digests.get(row.user_id) ?? [];
    if (group.length === 0) groups.push(group);
    group.push(row);
    digests.set(row.user_id, group);
  }
  return groups;
}

/**
 * The airing-alert pass, every ALERTS_INTERVAL_SECONDS: queue the episodes airing soon, then
 * send what is due. Passes never overlap; closing waits for the one under way.
 */
export class AlertScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<PassSummary> | null = null;
  private stopped = false;

  constructor(private readonly input: SchedulerInput) {}

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      void this.runPass().catch((error: unknown) =>
        this.input.log.error({ err: error }, 'airing alerts pass failed'),
      );
    }, this.input.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One pass now; while one runs, that one's result. */
  runPass(): Promise<PassSummary> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pass(): Promise<PassSummary> {
    const { database, catalogue, queue, clock } = this.input;
    const plan = await planAlerts(database, catalogue, queue, clock.now());
    let delivered = 0;
    while (!this.stopped) {
      const now = clock.now();
      const claimed = await queue.claim(now, CLAIM_BATCH);
      if (claimed.length === 0) break;
      for (const group of groupsOf(claimed, (row) => row.channel === 'email')) {
        delivered += await this.input.sender.deliverClaimed(group, now);
      }
      await yieldToRequests();
    }
    return { ...plan, delivered };
  }
}
