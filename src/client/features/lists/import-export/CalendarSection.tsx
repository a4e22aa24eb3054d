import { CalendarDays, Copy, RotateCcw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { CalendarLink } from '../../../../shared/lists-api';
import { fetchCalendarLink, rotateCalendarLink } from '../lists-api';
import { failureReason } from '../use-list-writes';
import styles from './import-export.module.css';

const formatDate = new Intl.DateTimeFormat('en', { dateStyle: 'long' });

/**
 * The private iCal feed of the next episodes of Watching shows. Its address is shown whenever
 * asked (decision 367); "Reset link" makes a new one and retires the old.
 */
export function CalendarSection() {
  const ids = useId();
  const [link, setLink] = useState<CalendarLink | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'done' | 'error'; text: string } | null>(null);
  const addressRef = useRef<HTMLInputElement>(null);

  const run = (call: () => Promise<CalendarLink>, done: string) => {
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
          text: `The calendar link could not be loaded. ${failureReason(error)}`,
        });
      })
      .finally(() => setBusy(false));
  };

  const copy = (url: string) => {
    navigator.clipboard.writeText(url).then(
      () => setMessage({ tone: 'done', text: 'Copied the calendar address.' }),
      () => {
        // Without clipboard access, select the address for the viewer to copy.
        addressRef.current?.select();
        setMessage({ tone: 'done', text: 'Select and copy the address above.' });
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`}>Calendar of next episodes</h3>
      <p className={styles.explain}>
        Subscribe to your private address in a calendar app (Google Calendar: Other calendars → From
        URL; Apple Calendar: File → New Calendar Subscription) to see when the shows you are
        watching air next.
      </p>
      {link === null ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => run(fetchCalendarLink, '')}
        >
          <CalendarDays aria-hidden size={16} />
          Show my calendar link
        </button>
      ) : (
        <>
          {link.url ? (
            <div className={styles.calendarRow}>
              <label htmlFor={`${ids}-address`} className="visually-hidden">
                Calendar address
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
                Copy
              </button>
            </div>
          ) : (
            <p className={styles.explain}>
              Your calendar link was made on {formatDate.format(new Date(link.createdAt))}, before
              addresses could be shown again: reset the link to get an address you can always see
              here.
            </p>
          )}
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() =>
              run(rotateCalendarLink, 'New address made. The old one no longer works.')
            }
          >
            <RotateCcw aria-hidden size={16} />
            Reset link
          </button>
        </>
      )}
      <p className={message?.tone === 'error' ? styles.failure : styles.explain} role="status">
        {message?.text}
      </p>
    </section>
  );
}
