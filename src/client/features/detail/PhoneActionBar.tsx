import { useEffect, useRef, type ReactNode } from 'react';
import styles from './detail.module.css';

/**
 * Holds the title's main action. On a phone it is fixed to the bottom of the screen, in reach of
 * the thumb, and the page reserves its measured height below the footer (decision 169); wider
 * screens show it in place. It stays one element in reading order either way.
 */
export function PhoneActionBar({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const { body } = document;
    // Body's own padding, not a custom property: changing a custom property on body restyles
    // every element of the page (3–15 ms on a phone), its padding restyles body alone.
    const observer = new ResizeObserver(([entry]) => {
      const fixed = getComputedStyle(bar).position === 'fixed';
      const space = fixed && entry ? `${Math.ceil(entry.borderBoxSize[0]?.blockSize ?? 0)}px` : '';
      if (body.style.paddingBottom !== space) body.style.paddingBottom = space;
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = '';
    };
  }, []);
  return (
    <div ref={ref} className={styles.actionBar}>
      {children}
    </div>
  );
}
