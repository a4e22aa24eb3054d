import { Check } from 'lucide-react';
import { LIST_STATUSES } from '../../../shared/tracked-title-basics';
import type { ListStatus } from '../../../shared/tracked-title';
import { useMessages } from '../../i18n/messages';
import { listStatusLabel } from './list-words';
import styles from './track.module.css';

interface StatusButtonsProps {
  /** The title's status, or null while it is not tracked. */
  current: ListStatus | null;
  onChoose: (status: ListStatus) => void;
  label: string;
  disabled?: boolean;
}

/**
 * The five lists as toggle buttons (aria-pressed): reachable with Tab, each announced with its
 * state. Not a radio group, whose arrow keys would move the title on every key press.
 */
export function StatusButtons({ current, onChoose, label, disabled = false }: StatusButtonsProps) {
  const t = useMessages();
  return (
    <div className={styles.statusButtons} role="group" aria-label={label}>
      {LIST_STATUSES.map((status) => {
        const chosen = status === current;
        return (
          <button
            key={status}
            type="button"
            className={styles.statusButton}
            aria-pressed={chosen}
            disabled={disabled}
            onClick={() => {
              if (!chosen) onChoose(status);
            }}
          >
            {chosen && <Check aria-hidden size={16} />}
            {listStatusLabel(t, status)}
          </button>
        );
      })}
    </div>
  );
}
