import styles from './progress-dialog.module.css';

/** A field's refusal in words; the field names it in aria-describedby as `${id}-error`. */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={styles.fieldError}>
      {error}
    </p>
  );
}
