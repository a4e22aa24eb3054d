export interface BackoffPolicy {
  baseMs: number;
  factor: number;
  maxMs: number;
}

/** The wait before retry number `attempt` (counting from 1): base × factor^(attempt−1), capped. */
export function backoffDelay({ baseMs, factor, maxMs }: BackoffPolicy, attempt: number): number {
  return Math.min(baseMs * factor ** Math.max(0, attempt - 1), maxMs);
}

/** Spec §9: the hosted auth client's retry after a failure, 30 seconds doubling to 16 minutes. */
export const AUTH_RETRY_BACKOFF: BackoffPolicy = {
  baseMs: 30_000,
  factor: 2,
  maxMs: 16 * 60_000,
};
