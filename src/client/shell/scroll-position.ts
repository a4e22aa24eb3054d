import { useSyncExternalStore } from 'react';

/** The header changes style after this much scroll (spec §9). */
export const HEADER_SCROLL_THRESHOLD = 8;
/** The scroll-to-top button shows above this much scroll (spec §9). */
export const SCROLL_TOP_THRESHOLD = 600;

export function isScrolledPast(scrollY: number, threshold: number): boolean {
  return scrollY > threshold;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Re-renders only when the page crosses the threshold, not on every scroll event. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isScrolledPast(window.scrollY, threshold),
    () => false,
  );
}
