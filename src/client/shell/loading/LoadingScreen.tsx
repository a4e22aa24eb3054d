import { PRODUCT_NAME } from '../../../shared/product-name';
import { useMessages } from '../../i18n/messages';
import { DEFAULT_SPINNER_SIZE, spinnerSize } from './spinner-size';
import styles from './loading-screen.module.css';

const LETTER_DELAY_SECONDS = 0.12;

export function LoadingScreen({ size = DEFAULT_SPINNER_SIZE }: { size?: number }) {
  const t = useMessages();
  const pixels = spinnerSize(size);
  return (
    <div className={styles.screen} role="status">
      <span className={styles.spinner} style={{ width: pixels, height: pixels }} aria-hidden />
      <span className={styles.word} aria-hidden>
        {[...PRODUCT_NAME].map((letter, index) => (
          <span
            key={index}
            className={styles.letter}
            style={{ animationDelay: `${index * LETTER_DELAY_SECONDS}s` }}
          >
            {letter}
          </span>
        ))}
      </span>
      <span className="visually-hidden">{t('shell.loading', { product: PRODUCT_NAME })}</span>
    </div>
  );
}
