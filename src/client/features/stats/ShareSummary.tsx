import { Download, Share2 } from 'lucide-react';
import { useState } from 'react';
import { summaryImagePath } from './stats-api';
import styles from './stats.module.css';

function canShareFiles(): boolean {
  const probe = new File([], 'probe.png', { type: 'image/png' });
  return typeof navigator.share === 'function' && !!navigator.canShare?.({ files: [probe] });
}

/** The yearly summary picture, drawn by the server: saved, or handed to the phone's share sheet. */
export function ShareSummary({ year, totalsLine }: { year: number; totalsLine: string }) {
  const [failed, setFailed] = useState(false);
  const path = summaryImagePath(year);
  const fileName = `tsuzuki-${year}.png`;

  async function share(): Promise<void> {
    setFailed(false);
    try {
      const response = await fetch(path, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      const file = new File([await response.blob()], fileName, { type: 'image/png' });
      await navigator.share({ files: [file], title: `My ${year} in anime`, text: totalsLine });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) setFailed(true);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="stats-share">
      <h2 id="stats-share" className={styles.heading}>
        Your {year} summary
      </h2>
      <p className={styles.muted}>A picture of your year to keep or share.</p>
      <div className={styles.actions}>
        <a className="button button-primary" href={path} download={fileName}>
          <Download aria-hidden size={18} />
          Download image
        </a>
        {canShareFiles() && (
          <button type="button" className="button" onClick={() => void share()}>
            <Share2 aria-hidden size={18} />
            Share
          </button>
        )}
      </div>
      {failed && (
        <p className={styles.muted} role="alert">
          The picture could not be shared. Try downloading it instead.
        </p>
      )}
    </section>
  );
}
