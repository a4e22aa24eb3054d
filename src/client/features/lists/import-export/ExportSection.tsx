import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { failureReason } from '../use-list-writes';
import { downloadExport, type ExportFormat } from './download-export';
import styles from './import-export.module.css';

const DOWNLOADS: { format: ExportFormat; label: string }[] = [
  { format: 'json', label: 'Download JSON' },
  { format: 'csv', label: 'Download CSV' },
];

/** Every tracked title as a file: JSON (which imports back) or CSV for spreadsheets. */
export function ExportSection() {
  const ids = useId();
  const [message, setMessage] = useState<{ tone: 'done' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const download = (format: ExportFormat) => {
    setBusy(true);
    downloadExport(format)
      .then((name) => setMessage({ tone: 'done', text: `Downloaded ${name}.` }))
      .catch((error: unknown) => {
        console.warn('The export failed.', error);
        setMessage({ tone: 'error', text: `The export failed. ${failureReason(error)}` });
      })
      .finally(() => setBusy(false));
  };

  return (
    <section className={styles.section} aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`}>Export your lists</h3>
      <p className={styles.explain}>
        JSON keeps everything and can be imported again; CSV opens in a spreadsheet.
      </p>
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
            {label}
          </button>
        ))}
      </div>
      <p className={message?.tone === 'error' ? styles.failure : styles.explain} role="status">
        {message?.text}
      </p>
    </section>
  );
}
