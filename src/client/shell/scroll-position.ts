import { useSyncExternalStore } from 'react';

/** The header changes style after this much scroll (spec §9). */
export const HEADER_SCROLL_THRESHOLD = 8;
/** The scroll-to-top button shows above this much scroll (spec §9). */
export const SCROLL_TOP_THRESHOLD = 600;

export function isScrolledPast(scrollY: number, threshold: number): boolean {
  return scrollY > threshold;
}

/**
 * The page's scroll offset as of its last scroll event. Reading `window.scrollY` during a render
 * forces the browser to lay out the page first: 10–13 ms when the app takes over from the opening.
 */
let lastScrollY = 0;
const listeners = new Set<() => void>();

function readScroll(): void {
  if (window.scrollY === lastScrollY) return;
  lastScrollY = window.scrollY;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('scroll', readScroll, { passive: true });
  listeners.add(onChange);
  // A page scrolled before the app took over: read once where the frame lays out anyway.
  const frame = requestAnimationFrame(readScroll);
  return () => {
    cancelAnimationFrame(frame);
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('scroll', readScroll);
  };
}

/** Re-renders only when the page crosses the threshold, not on every scroll event. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isScrolledPast(lastScrollY, threshold),
    () => false,
  );
}
