import type { MouseEvent } from 'react';
import { useMessages } from '../i18n/messages';
import styles from './skip-link.module.css';

export const MAIN_ID = 'main';

/** Moves focus itself: a bare hash change would be taken by the router as a navigation. */
export function SkipLink() {
  const t = useMessages();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a href={`#${MAIN_ID}`} className={styles.skip} onClick={skip}>
      {t('shell.skipToContent')}
    </a>
  );
}
