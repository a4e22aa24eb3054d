import { useId, type ReactNode } from 'react';
import styles from './profile.module.css';

interface ProfileSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'danger';
}

export function ProfileSection({ title, description, children, tone }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={tone === 'danger' ? `${styles.section} ${styles.danger}` : styles.section}
    >
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {description && <p className={styles.description}>{description}</p>}
      {children}
    </section>
  );
}
