/** Idle or not, the work runs within this long. */
const LONGEST_WAIT_MS = 1_000;
/** Where the browser cannot say when it is idle (Safari), a short wait lets the page settle. */
const WITHOUT_IDLE_CALLBACKS_MS = 200;

/**
 * Runs when the browser has nothing else to do (within a second): for work nobody waits for,
 * kept out of the tasks that draw the page. Answers a function that cancels it.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => run(), { timeout: LONGEST_WAIT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, WITHOUT_IDLE_CALLBACKS_MS);
  return () => clearTimeout(timer);
}
