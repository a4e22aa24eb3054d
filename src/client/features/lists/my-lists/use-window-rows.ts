import { useEffect, useRef, useState, type RefObject } from 'react';

/** Rows drawn beyond each edge of the window, so fast scrolling shows no gaps. */
const OVERSCAN = 8;

export interface WindowRows<Element extends HTMLElement> {
  listRef: RefObject<Element>;
  start: number;
  end: number;
  /** Space standing in for the rows above and below the drawn ones. */
  before: number;
  after: number;
}

function rowHeightOf(list: HTMLElement, fallback: number): number {
  const height = parseFloat(getComputedStyle(list).getPropertyValue('--entry-height'));
  return Number.isFinite(height) && height > 0 ? height : fallback;
}

/**
 * Draws only the rows of a long list that are in (or near) the window, with spacers for the
 * rest; the page keeps its own scrolling. Every row has the height the list's --entry-height
 * CSS property gives, so positions are arithmetic, not measured row by row.
 */
export function useWindowRows<Element extends HTMLElement>(
  count: number,
  enabled: boolean,
  estimatedRowHeight: number,
): WindowRows<Element> {
  const listRef = useRef<Element>(null);
  const [view, setView] = useState(() => ({
    scrolledPast: 0,
    height: typeof window === 'undefined' ? 1000 : window.innerHeight,
    rowHeight: estimatedRowHeight,
  }));

  // Measured again when the row count changes: a status line above the list may have come or gone.
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const list = listRef.current;
      if (!list) return;
      const next = {
        scrolledPast: -list.getBoundingClientRect().top,
        height: window.innerHeight,
        rowHeight: rowHeightOf(list, estimatedRowHeight),
      };
      setView((held) =>
        held.scrolledPast === next.scrolledPast &&
        held.height === next.height &&
        held.rowHeight === next.rowHeight
          ? held
          : next,
      );
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [enabled, estimatedRowHeight, count]);

  if (!enabled) return { listRef, start: 0, end: count, before: 0, after: 0 };
  const { scrolledPast, height, rowHeight } = view;
  const start = Math.min(count, Math.max(0, Math.floor(scrolledPast / rowHeight) - OVERSCAN));
  const end = Math.min(
    count,
    Math.max(start, Math.ceil((scrolledPast + height) / rowHeight) + OVERSCAN),
  );
  return { listRef, start, end, before: start * rowHeight, after: (count - end) * rowHeight };
}
