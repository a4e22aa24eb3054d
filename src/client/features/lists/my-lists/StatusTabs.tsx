import { useRef, type KeyboardEvent } from 'react';
import type { ListCounts } from '../../../../shared/lists-api';
import {
  LIST_STATUSES,
  LIST_STATUS_LABELS,
  type ListStatus,
} from '../../../../shared/tracked-title';
import styles from './my-lists.module.css';

export const tabIdOf = (status: ListStatus) => `lists-tab-${status}`;

const formatCount = new Intl.NumberFormat('en');

const KEY_MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

/** The five lists as tabs with their counts; arrow keys, Home and End move between them. */
export function StatusTabs({
  current,
  counts,
  panelId,
  onSelect,
}: {
  current: ListStatus;
  counts: ListCounts;
  panelId: string;
  onSelect: (status: ListStatus) => void;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, LIST_STATUSES.length - 1);
    const status = LIST_STATUSES[next];
    if (!status) return;
    onSelect(status);
    tabs.current[next]?.focus();
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label="Lists by status">
      {LIST_STATUSES.map((status, index) => {
        const selected = status === current;
        return (
          <button
            key={status}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            id={tabIdOf(status)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(status)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {LIST_STATUS_LABELS[status]}
            <span className={styles.count}>
              {formatCount.format(counts[status])}
              <span className="visually-hidden"> titles</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
