import { dateFromInput, dateInputValue, entryDateLabel, isPartialDate } from './entry-date';
import progress from '../progress/progress-dialog.module.css';
import styles from './entry-editor.module.css';
import { FieldError } from '../progress/FieldError';

interface DateFieldProps {
  id: string;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}

/**
 * A date the entry keeps. A partial one (an import's '2021-00-00') cannot sit in a date input:
 * it is shown in words beside it and kept until the user picks a date or clears it.
 */
export function DateField({ id, label, value, onChange, error }: DateFieldProps) {
  const partial = isPartialDate(value) ? entryDateLabel(value) : null;
  const describedBy = [partial && `${id}-kept`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={progress.field}>
      <label htmlFor={id}>{label}</label>
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
          Clear<span className="visually-hidden"> {label.toLowerCase()} date</span>
        </button>
      </div>
      {partial && (
        <p id={`${id}-kept`} className={progress.hint}>
          Kept as {partial}: the exact day is not known.
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}
