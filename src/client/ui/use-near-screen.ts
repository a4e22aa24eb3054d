import { useCallback, useRef, useState } from 'react';

/**
 * How far "near" the screen reaches: a screen above and below it, and a rail's own width to
 * either side, so that cards are drawn before a scrolling thumb reaches them, and a list whose
 * end the user has jumped past (to the footer, say) fills in (decision 267).
 */
const AHEAD: IntersectionObserverInit & { scrollMargin?: string } = {
  rootMargin: '100% 0px',
  scrollMargin: '0px 100%',
};

interface NearScreen {
  /** The watched element's ref; it must stay the same element while it is watched. */
  watch: (element: Element | null) => void;
  near: boolean;
  /**
   * Forget the answer until the browser has laid the page out again and answers afresh: after
   * drawing more before the element, "near" from before the drawing is stale.
   */
  askAgain: () => void;
}

/**
 * Whether one element is on or near the screen. Where the browser cannot tell (no
 * IntersectionObserver), it is always near, so nothing is held back. The observer stops when the
 * element leaves the page (its ref is called with null).
 */
export function useNearScreen(): NearScreen {
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const watched = useRef<Element | null>(null);
  const watch = useCallback((element: Element | null) => {
    observer.current?.disconnect();
    observer.current = null;
    watched.current = element;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    observer.current = new IntersectionObserver((entries) => {
      const latest = entries.at(-1);
      if (latest) setNear(latest.isIntersecting);
    }, AHEAD);
    observer.current.observe(element);
  }, []);
  const askAgain = useCallback(() => {
    const element = watched.current;
    if (!element || !observer.current) return;
    setNear(false);
    // Observing anew makes the observer report the element's state after the next layout.
    observer.current.unobserve(element);
    observer.current.observe(element);
  }, []);
  return { watch, near, askAgain };
}
