import styles from './forms.module.css';

/** A failed action's message, announced as it appears. */
export function FormError({ message }: { message: string | null }) {
  return (
    <div role="alert" className={styles.alertRegion}>
      {message && <p className={styles.error}>{message}</p>}
    </div>
  );
}

/** A finished action's confirmation, announced politely. */
export function FormSuccess({ message }: { message: string | null }) {
  return (
    <div role="status" className={styles.alertRegion}>
      {message && <p className={styles.success}>{message}</p>}
    </div>
  );
}
