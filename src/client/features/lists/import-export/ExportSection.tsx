import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useMessages, type MessageId } from '../../../i18n/messages';
import { failureReason } from '../use-list-writes';
import { downloadExport, type ExportFormat } from './download-export';
import styles from './import-export.module.css';

const DOWNLOADS: { format: ExportFormat; label: MessageId }[] = [
  { format: 'json', label: 'import.export.json' },
  { format: 'csv', label: 'import.export.csv' },
];

/** Every tracked title as a file: JSON (which imports back) or CSV for spreadsheets. */
export function ExportSection() {
  const t = useMessages();
  const ids = useId();
  const [message, setMessage] = useState<{ tone: 'done' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const download = (format: ExportFormat) => {
    setBusy(true);
    downloadExport(format)
      .then((name) => setMessage({ tone: 'done', text: t('import.export.done', { name }) }))
      .catch((error: unknown) => {
        console.warn('The export failed.', error);
        setMessage({
          tone: 'error',
          text: t('import.export.failed', { reason: failureReason(error) }),
        });
      })
      .finally(() => setBusy(false));
  };

  return (
    <section className={styles.section} aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`}>{t('import.export.heading')}</h3>
      <p className={styles.explain}>{t('import.export.explain')}</p>
      <div className={styles.buttons}>
        {DOWNLOADS.map(({ format, label }) => (
          <button
            key={format}
            type="button"
            className="button"
            disabled={busy}
            onClick={() => download(format)}
          >
            <Download aria-hidden size={16} />
            {t(label)}
          </button>
        ))}
      </div>
      <p className={message?.tone === 'error' ? styles.failure : styles.explain} role="status">
        {message?.text}
      </p>
    </section>
  );
}
