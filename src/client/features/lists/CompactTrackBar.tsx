import { ChevronDown, ChevronUp } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './track.module.css';

interface CompactTrackBarProps {
  /** The title's status and progress, one line. */
  summary: ReactNode;
  /** The one action offered without expanding, if any. */
  primary?: ReactNode;
  /** What the disclosure button says: a short word on screen, the full name for screen readers. */
  toggleLabel: ReactNode;
  /** The full controls, shown on demand. */
  children: ReactNode;
}

const FOCUSABLE = 'button:not(:disabled), [href], input:not(:disabled), select, [tabindex]';

/**
 * The phone's track control at rest: a line and a row of buttons, so the fixed bar stays within a
 * quarter of the screen (decision 357). The full controls open under a disclosure button and close
 * with Escape or a tap elsewhere.
 */
export function CompactTrackBar({ summary, primary, toggleLabel, children }: CompactTrackBarProps) {
  const [expanded, setExpanded] = useState(false);
  const barRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!expanded) return;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!barRef.current?.contains(event.target as Node)) setExpanded(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [expanded]);

  return (
    <div
      ref={barRef}
      className={styles.compact}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !expanded) return;
        event.stopPropagation();
        setExpanded(false);
        toggleRef.current?.focus();
      }}
    >
      <p className={styles.compactSummary}>{summary}</p>
      <div className={styles.compactActions}>
        {primary}
        <button
          ref={toggleRef}
          type="button"
          className="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((open) => !open)}
        >
          {toggleLabel}
          {expanded ? <ChevronDown aria-hidden size={16} /> : <ChevronUp aria-hidden size={16} />}
        </button>
      </div>
      <div ref={panelRef} id={panelId} className={styles.compactPanel} hidden={!expanded}>
        {children}
      </div>
    </div>
  );
}
