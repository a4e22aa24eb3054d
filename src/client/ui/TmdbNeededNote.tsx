import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './status-message.module.css';

interface TmdbNeededNoteProps {
  /** What the offline catalogue cannot tell, e.g. "Seasons and years". */
  subject: string;
  children?: ReactNode;
}

/** Says plainly why a screen or filter has nothing to show offline, and how to change that. */
export function TmdbNeededNote({ subject, children }: TmdbNeededNoteProps) {
  return (
    <div className={styles.note} role="note">
      <Info aria-hidden size={20} />
      <div>
        <p>
          {subject} need TMDB configured (<code>TMDB_API_KEY</code>; see the README&rsquo;s
          Configuration section).
        </p>
        {children && <p>{children}</p>}
      </div>
    </div>
  );
}
