import { useId, type InputHTMLAttributes } from 'react';
import styles from './forms.module.css';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'className'
> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A line under the field, read with it by screen readers. */
  hint?: string;
}

/**
 * React focuses an `autoFocus` field when it mounts; Preact (decision 213) only sets the
 * attribute, which Chromium ignores once something on the page has focus, as the button that
 * chose the form has.
 */
const focusOnMount = (input: HTMLInputElement | null) => input?.focus();

export function TextField({
  label,
  value,
  onValueChange,
  hint,
  autoFocus,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...input}
        ref={autoFocus ? focusOnMount : undefined}
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-describedby={hint ? hintId : undefined}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
