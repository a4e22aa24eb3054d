import { ArrowUp } from 'lucide-react';
import { useMessages } from '../i18n/messages';
import { SCROLL_TOP_THRESHOLD, useScrolledPast } from './scroll-position';
import styles from './scroll-to-top.module.css';

export function ScrollToTopButton() {
  const t = useMessages();
  const visible = useScrolledPast(SCROLL_TOP_THRESHOLD);
  if (!visible) return null;
  const scrollToTop = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  };
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('shell.scrollToTop')}
      onClick={scrollToTop}
    >
      <ArrowUp aria-hidden size={22} />
    </button>
  );
}
