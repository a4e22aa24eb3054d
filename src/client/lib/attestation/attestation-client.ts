import type { AttestationExchangeResponse } from '../../../shared/auth-attestation';
import { backoffDelay } from '../../../shared/backoff';
import { ApiError, NETWORK_FAILURE_STATUS, apiFetch } from '../api';
import {
  isThrottled,
  isUsable,
  REFRESH_RETRY_BACKOFF,
  refreshTime,
  throttleAfterFailure,
  ttlMilliseconds,
  type AttestationToken,
  type Throttle,
} from './attestation-timing';

/** What the exchange takes: the captcha's token, or the operator's debug token. */
export type AttestationProof = { recaptcha_v3_token: string } | { debug_token: string };

export interface AttestationClientOptions {
  /** The server's origin; '' for this page's. */
  origin: string;
  proof: () => Promise<AttestationProof>;
  now: () => number;
  /** Runs `callback` after `delay` ms, answering a function that cancels it. */
  schedule: (callback: () => void, delay: number) => () => void;
}

export const ATTESTATION_THROTTLED_CODE = 'app-check-throttled';

/**
 * Keeps a bot-check token: exchanged on demand and refreshed ahead of expiry, with the spec's
 * throttle after failures (§7) so a broken captcha never floods the server.
 */
export class AttestationClient {
  private current: AttestationToken | null = null;
  private throttle: Throttle | null = null;
  private pending: Promise<AttestationToken> | null = null;
  private refreshFailures = 0;
  private cancelRefresh: (() => void) | null = null;
  private refreshing = false;

  constructor(private readonly options: AttestationClientOptions) {}

  /**
   * A usable token for one call, exchanging a new one when needed; throws while throttled. The
   * server accepts each token once, so it is handed out once, and a refreshing client fetches
   * the next one at once.
   */
  async token(): Promise<string> {
    for (;;) {
      const ready = isUsable(this.current, this.options.now())
        ? this.current
        : await this.exchange();
      // Calls made at the same time share an exchange; only the first takes its token.
      if (this.current !== ready) continue;
      this.current = null;
      if (this.refreshing) this.refreshIn(0);
      return ready.token;
    }
  }

  /** Fetches a token now and keeps a fresh one from then on. */
  startRefreshing(): void {
    this.refreshing = true;
    this.refreshIn(0);
  }

  private refreshIn(delay: number): void {
    this.cancelRefresh?.();
    this.cancelRefresh = this.options.schedule(() => {
      this.exchange().then(
        (token) => {
          this.refreshFailures = 0;
          this.refreshIn(Math.max(0, refreshTime(token) - this.options.now()));
        },
        () => {
          this.refreshFailures += 1;
          this.refreshIn(backoffDelay(REFRESH_RETRY_BACKOFF, this.refreshFailures));
        },
      );
    }, delay);
  }

  private exchange(): Promise<AttestationToken> {
    this.pending ??= this.exchangeOnce().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async exchangeOnce(): Promise<AttestationToken> {
    const { now, origin } = this.options;
    if (isThrottled(this.throttle, now())) {
      throw new ApiError(
        NETWORK_FAILURE_STATUS,
        ATTESTATION_THROTTLED_CODE,
        'The bot check could not be completed. Please try again later.',
      );
    }
    try {
      const answer = await apiFetch<AttestationExchangeResponse>(
        `${origin}/api/attestation/exchange`,
        { method: 'POST', json: await this.options.proof() },
      );
      const lifetime = ttlMilliseconds(answer.ttl);
      if (lifetime === null) {
        throw new ApiError(200, 'unexpected-response', `The bot check answered ttl ${answer.ttl}.`);
      }
      const issuedAt = now();
      this.current = { token: answer.token, issuedAt, expiresAt: issuedAt + lifetime };
      this.throttle = null;
      return this.current;
    } catch (error) {
      const status = error instanceof ApiError ? error.status : NETWORK_FAILURE_STATUS;
      this.throttle = throttleAfterFailure(status, this.throttle, now());
      throw error;
    }
  }
}
