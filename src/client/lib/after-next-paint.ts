/** A hidden tab draws no frames; its work must not wait for one longer than this. */
const LONGEST_WAIT_MS = 250;

/**
 * Runs once the browser has drawn the next frame (or after a short wait in a hidden tab): for
 * work that must not delay a first render. Answers a function that cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    run();
  };
  const frame = requestAnimationFrame(() => {
    clearTimeout(fallback);
    timer = setTimeout(once, 0);
  });
  const fallback = setTimeout(once, LONGEST_WAIT_MS);
  function cancel() {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  }
  return () => {
    done = true;
    cancel();
  };
}
