import { useLingui } from '@lingui/react';
import { CalendarDays, Copy, RotateCcw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { CalendarLink } from '../../../../shared/lists-api';
import { useMessages } from '../../../i18n/messages';
import { fetchCalendarLink, rotateCalendarLink } from '../lists-api';
import { failureReason } from '../use-list-writes';
import styles from './import-export.module.css';

/**
 * The private iCal feed of the next episodes of Watching shows. Its address is shown whenever
 * asked (decision 367); "Reset link" makes a new one and retires the old.
 */
export function CalendarSection() {
  const t = useMessages();
  const { i18n } = useLingui();
  const ids = useId();
  const [link, setLink] = useState<CalendarLink | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'done' | 'error'; text: string } | null>(null);
  const addressRef = useRef<HTMLInputElement>(null);

  const run = (call: () => Promise<CalendarLink>, done: string | null) => {
    setBusy(true);
    setMessage(null);
    call()
      .then((answer) => {
        setLink(answer);
        if (done) setMessage({ tone: 'done', text: done });
      })
      .catch((error: unknown) => {
        console.warn('The calendar link call failed.', error);
        setMessage({
          tone: 'error',
          text: t('import.calendar.failed', { reason: failureReason(error) }),
        });
      })
      .finally(() => setBusy(false));
  };

  const copy = (url: string) => {
    navigator.clipboard.writeText(url).then(
      () => setMessage({ tone: 'done', text: t('import.calendar.copied') }),
      () => {
        // Without clipboard access, select the address for the viewer to copy.
        addressRef.current?.select();
        setMessage({ tone: 'done', text: t('import.calendar.selectToCopy') });
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`}>{t('import.calendar.heading')}</h3>
      <p className={styles.explain}>{t('import.calendar.explain')}</p>
      {link === null ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => run(fetchCalendarLink, null)}
        >
          <CalendarDays aria-hidden size={16} />
          {t('import.calendar.show')}
        </button>
      ) : (
        <>
          {link.url ? (
            <div className={styles.calendarRow}>
              <label htmlFor={`${ids}-address`} className="visually-hidden">
                {t('import.calendar.address')}
              </label>
              <input
                ref={addressRef}
                id={`${ids}-address`}
                className={styles.address}
                readOnly
                value={link.url}
                onFocus={(event) => event.target.select()}
              />
              <button type="button" className="button" onClick={() => copy(link.url ?? '')}>
                <Copy aria-hidden size={16} />
                {t('import.calendar.copy')}
              </button>
            </div>
          ) : (
            <p className={styles.explain}>
              {t('import.calendar.madeBefore', {
                date: new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(
                  new Date(link.createdAt),
                ),
              })}
            </p>
          )}
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => run(rotateCalendarLink, t('import.calendar.rotated'))}
          >
            <RotateCcw aria-hidden size={16} />
            {t('import.calendar.reset')}
          </button>
        </>
      )}
      <p className={message?.tone === 'error' ? styles.failure : styles.explain} role="status">
        {message?.text}
      </p>
    </section>
  );
}
