import { Download, Share2 } from 'lucide-react';
import { useState } from 'react';
import { summaryImagePath } from './stats-api';
import { useMessages } from '../../i18n/messages';
import styles from './stats.module.css';

function canShareFiles(): boolean {
  const probe = new File([], 'probe.png', { type: 'image/png' });
  return typeof navigator.share === 'function' && !!navigator.canShare?.({ files: [probe] });
}

/** The yearly summary picture, drawn by the server: saved, or handed to the phone's share sheet. */
export function ShareSummary({ year, totalsLine }: { year: number; totalsLine: string }) {
  const t = useMessages();
  const [failed, setFailed] = useState(false);
  const path = summaryImagePath(year);
  const fileName = `tsuzuki-${year}.png`;

  async function share(): Promise<void> {
    setFailed(false);
    try {
      const response = await fetch(path, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      const file = new File([await response.blob()], fileName, { type: 'image/png' });
      await navigator.share({
        files: [file],
        title: t('stats.share.title', { year: String(year) }),
        text: totalsLine,
      });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) setFailed(true);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="stats-share">
      <h2 id="stats-share" className={styles.heading}>
        {t('stats.share.heading', { year: String(year) })}
      </h2>
      <p className={styles.muted}>{t('stats.share.lead')}</p>
      <div className={styles.actions}>
        <a className="button button-primary" href={path} download={fileName}>
          <Download aria-hidden size={18} />
          {t('stats.share.download')}
        </a>
        {canShareFiles() && (
          <button type="button" className="button" onClick={() => void share()}>
            <Share2 aria-hidden size={18} />
            {t('stats.share.share')}
          </button>
        )}
      </div>
      {failed && (
        <p className={styles.muted} role="alert">
          {t('stats.share.failed')}
        </p>
      )}
    </section>
  );
}
