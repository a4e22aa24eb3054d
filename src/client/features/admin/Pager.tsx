import { useMessages } from '../../i18n/messages';
import styles from './admin.module.css';

interface PagerProps {
  label: string;
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}

export function Pager({ label, page, pages, onPageChange }: PagerProps) {
  const t = useMessages();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className="button"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {t('admin.pager.previous')}
      </button>
      <span>{t('admin.pager.page', { page, pages })}</span>
      <button
        type="button"
        className="button"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        {t('admin.pager.next')}
      </button>
    </nav>
  );
}
