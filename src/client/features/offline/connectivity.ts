import { backoffDelay, type BackoffPolicy } from '../../../shared/backoff';

/** Spec §8, §9: the client reports it cannot reach the backend after 10 s without it. */
export const OFFLINE_AFTER_MS = 10_000;
/** Spec §9: the document store client's backoff, from 1 s by 1.5 up to 60 s. */
const PROBE_BACKOFF: BackoffPolicy = { baseMs: 1000, factor: 1.5, maxMs: 60_000 };

export type Reachability = 'online' | 'offline';

export interface ConnectivityOptions {
  /** Answers whether the server answered a cheap call. */
  probe: () => Promise<boolean>;
  offlineAfterMs?: number;
  backoff?: BackoffPolicy;
}

/**
 * Whether the server can be reached, from what the app's calls report and, while they fail, from
 * probes on the spec's backoff. 'offline' only after 10 s of failing, so a dropped request or a
 * short tunnel does not flash the indicator; the first answer afterwards is 'online' again.
 */
export class Connectivity {
  private reachability: Reachability = 'online';
  private failingSince: number | null = null;
  private offlineTimer: ReturnType<typeof setTimeout> | null = null;
  private probeTimer: ReturnType<typeof setTimeout> | null = null;
  private probes = 0;
  private readonly listeners = new Set<(reachability: Reachability) => void>();
  private readonly reconnectListeners = new Set<() => void>();

  constructor(private readonly options: ConnectivityOptions) {}

  get state(): Reachability {
    return this.reachability;
  }

  subscribe(listener: (reachability: Reachability) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called whenever the server answers after it had failed to: time to send what waited. */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  /** The server answered something (any status: it is there). */
  reached(): void {
    const wasFailing = this.failingSince !== null;
    this.failingSince = null;
    this.probes = 0;
    this.clearTimers();
    this.set('online');
    if (wasFailing) for (const listener of this.reconnectListeners) listener();
  }

  /** A call got no answer: start counting towards offline and probing until one comes. */
  unreachable(): void {
    if (this.failingSince !== null) return;
    this.failingSince = Date.now();
    this.offlineTimer = setTimeout(
      () => this.set('offline'),
      this.options.offlineAfterMs ?? OFFLINE_AFTER_MS,
    );
    this.scheduleProbe();
  }

  /** The browser says the network is back: ask at once rather than at the next backoff step. */
  checkNow(): void {
    if (this.failingSince === null) return;
    if (this.probeTimer) clearTimeout(this.probeTimer);
    this.probeTimer = null;
    void this.runProbe();
  }

  private scheduleProbe(): void {
    this.probes += 1;
    const wait = backoffDelay(this.options.backoff ?? PROBE_BACKOFF, this.probes);
    this.probeTimer = setTimeout(() => void this.runProbe(), wait);
  }

  private async runProbe(): Promise<void> {
    const answered = await this.options.probe().catch(() => false);
    if (this.failingSince === null) return;
    if (answered) {
      this.reached();
      return;
    }
    if (this.probeTimer) clearTimeout(this.probeTimer);
    this.scheduleProbe();
  }

  private clearTimers(): void {
    if (this.offlineTimer) clearTimeout(this.offlineTimer);
    if (this.probeTimer) clearTimeout(this.probeTimer);
    this.offlineTimer = null;
    this.probeTimer = null;
  }

  private set(reachability: Reachability): void {
    if (this.reachability === reachability) return;
    this.reachability = reachability;
    for (const listener of this.listeners) listener(reachability);
  }
}
