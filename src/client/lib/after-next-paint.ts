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

/**
 * A shown tab always reports its first paint, however late a busy machine draws it; this is only a
 * net for a browser that never does (decision 286).
 */
const SHOWN_TAB_NET_MS = 3000;

/**
 * Runs once the browser reports its first paint shown (a paint timing entry), or after a short
 * wait where it reports none (a hidden tab, or no paint timing). Later than `afterNextPaint`:
 * the frame's animation callbacks run before its paint is shown, and a file asked for in between
 * can still arrive first, as though the paint had waited for it (decision 277).
 */
export function afterFirstPaintShown(run: () => void): void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    afterNextPaint(run);
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(fallback);
    run();
  };
  const observer = new PerformanceObserver(once);
  const fallback = setTimeout(
    once,
    document.visibilityState === 'hidden' ? LONGEST_WAIT_MS : SHOWN_TAB_NET_MS,
  );
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * Settles once `picture` is decoded and drawn, not only decoded: what runs next (the app's code)
 * would hold the frame back. A picture that cannot be decoded settles it too.
 */
export function pictureDrawn(picture: HTMLImageElement): Promise<void> {
  return picture
    .decode()
    .catch(() => undefined)
    .then(() => new Promise<void>((drawn) => afterNextPaint(drawn)));
}
