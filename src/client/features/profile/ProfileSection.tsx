import { useId, type ReactNode } from 'react';
import styles from './profile.module.css';

interface ProfileSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'danger';
  /** Sections of one group are shut until opened, and open one at a time. */
  group?: string;
}

export function ProfileSection({ title, description, children, tone, group }: ProfileSectionProps) {
  const headingId = useId();
  const className = tone === 'danger' ? `${styles.section} ${styles.danger}` : styles.section;
  const heading = (
    <h2 id={headingId} className={styles.heading}>
      {title}
    </h2>
  );
  const body = (
    <>
      {description && <p className={styles.description}>{description}</p>}
      {children}
    </>
  );
  return (
    <section aria-labelledby={headingId} className={className}>
      {group === undefined ? (
        <>
          {heading}
          {body}
        </>
      ) : (
        <details name={group} className={styles.disclosure}>
          <summary className={styles.summary}>{heading}</summary>
          <div className={styles.disclosureBody}>{body}</div>
        </details>
      )}
    </section>
  );
}
