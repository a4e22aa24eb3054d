import { useRef, type KeyboardEvent } from 'react';
import type { ListCounts } from '../../../../shared/lists-api';
import { useMessages } from '../../../i18n/messages';
import { LIST_TABS, type ListTab } from '../list-view';
import { listTabLabel } from '../list-words';
import styles from './my-lists.module.css';
import { formatCount } from '../../../../shared/locale-format';

export const tabIdOf = (tab: ListTab) => `lists-tab-${tab}`;

const KEY_MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

/** All titles and the five lists as tabs with their counts; arrow keys, Home and End move. */
export function StatusTabs({
  current,
  counts,
  panelId,
  onSelect,
}: {
  current: ListTab;
  counts: ListCounts;
  panelId: string;
  onSelect: (tab: ListTab) => void;
}) {
  const t = useMessages();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, LIST_TABS.length - 1);
    const tab = LIST_TABS[next];
    if (!tab) return;
    onSelect(tab);
    tabs.current[next]?.focus();
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('lists.tabs.label')}>
      {LIST_TABS.map((tab, index) => {
        const selected = tab === current;
        const count =
          tab === 'all' ? Object.values(counts).reduce((sum, each) => sum + each, 0) : counts[tab];
        return (
          <button
            key={tab}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            id={tabIdOf(tab)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {listTabLabel(t, tab)}
            <span className={styles.count}>
              {formatCount(count)}
              <span className="visually-hidden"> {t('lists.tabs.titles', { count })}</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
