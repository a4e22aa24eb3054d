import { Trans, useLingui } from '@lingui/react';
import { useMessages, type MessageId } from '../../../i18n/messages';
import { dateFromInput, dateInputValue, entryDateLabel, isPartialDate } from './entry-date';
import progress from '../progress/progress-dialog.module.css';
import styles from './entry-editor.module.css';
import { FieldError } from '../progress/FieldError';

/** Each date's words: its label, and its Clear button's name for a screen reader. */
const DATE_WORDS = {
  started: { label: 'entry.started.label', clear: 'entry.started.clear' },
  finished: { label: 'entry.finished.label', clear: 'entry.finished.clear' },
} as const satisfies Record<string, Record<'label' | 'clear', MessageId>>;

interface DateFieldProps {
  id: string;
  date: keyof typeof DATE_WORDS;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}

/**
 * A date the entry keeps. A partial one (an import's '2021-00-00') cannot sit in a date input:
 * it is shown in words beside it and kept until the user picks a date or clears it.
 */
export function DateField({ id, date, value, onChange, error }: DateFieldProps) {
  const t = useMessages();
  const { i18n } = useLingui();
  const words = DATE_WORDS[date];
  const partial = isPartialDate(value) ? entryDateLabel(value, i18n.locale) : null;
  const describedBy = [partial && `${id}-kept`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={progress.field}>
      <label htmlFor={id}>{t(words.label)}</label>
      <div className={styles.inline}>
        <input
          id={id}
          className={styles.dateInput}
          type="date"
          min="1900-01-01"
          max="9999-12-31"
          value={dateInputValue(value)}
          onChange={(event) => onChange(dateFromInput(event.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        <button
          type="button"
          className="button"
          disabled={value === null}
          onClick={() => onChange(null)}
        >
          <Trans id={words.clear} components={{ 0: <span className="visually-hidden" /> }} />
        </button>
      </div>
      {partial && (
        <p id={`${id}-kept`} className={progress.hint}>
          {t('entry.date.partial', { date: partial })}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}
