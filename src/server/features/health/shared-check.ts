/** A check that passed this recently is taken as passing, so probes cannot load what they probe. */
const FRESH_FOR_MS = 1000;

/**
 * Wraps a check so concurrent callers share one run and a pass is reused for a second; a failure
 * is never reused, so recovery shows on the next call.
 */
export function sharedCheck(check: () => Promise<void>): () => Promise<void> {
  let passedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;
  return () => {
    if (performance.now() - passedAt < FRESH_FOR_MS) return Promise.resolve();
    running ??= check()
      .then(() => {
        passedAt = performance.now();
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
}
