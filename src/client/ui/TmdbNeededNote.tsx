import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './status-message.module.css';

interface TmdbNeededNoteProps {
  /** What the offline catalogue cannot tell, e.g. "Air dates appear when this server is connected to TMDB." */
  message: string;
  children?: ReactNode;
}

/**
 * Says plainly why a screen or filter has nothing to show offline. Users read a sentence; how to
 * connect TMDB is the operator's business, in the README (decision 165).
 */
export function TmdbNeededNote({ message, children }: TmdbNeededNoteProps) {
  return (
    <div className={styles.note} role="note">
      <Info aria-hidden size={20} />
      <div>
        <p>{message}</p>
        {children && <p>{children}</p>}
      </div>
    </div>
  );
}
