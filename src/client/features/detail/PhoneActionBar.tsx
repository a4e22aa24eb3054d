import { useEffect, useRef, type ReactNode } from 'react';
import styles from './detail.module.css';

/**
 * The page's bottom padding on phones: the bar's own height, so the page end is never covered.
 * Registered as not inherited (detail.module.css), and written on body, which is all it styles.
 */
const SPACE_PROPERTY = '--phone-action-bar-space';

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
    const observer = new ResizeObserver(() => {
      body.style.setProperty(SPACE_PROPERTY, `${bar.offsetHeight}px`);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      body.style.removeProperty(SPACE_PROPERTY);
    };
  }, []);
  return (
    <div ref={ref} className={styles.actionBar}>
      {children}
    </div>
  );
}
