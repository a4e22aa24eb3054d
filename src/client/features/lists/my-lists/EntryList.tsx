import { useEffect, useState } from 'react';
import type { TrackedTitle } from '../../../../shared/tracked-title';
import { useCatalogueInfo } from '../../../lib/catalogue/catalogue-info';
import { afterNextPaint } from '../../../lib/after-next-paint';
import { keyTextOf } from '../tracked-list-state';
import type { EntryActions } from './entry-actions';
import { ListEntry } from './ListEntry';
import { useWindowRows } from './use-window-rows';
import styles from './my-lists.module.css';

/** Up to this many entries are all drawn; longer lists draw only what is near the window. */
const WINDOWED_FROM = 60;
/** Matches --entry-height in my-lists.module.css until the list is measured. */
const ESTIMATED_ENTRY_HEIGHT = 112;

export function EntryList({
  entries,
  label,
  actions,
}: {
  entries: readonly TrackedTitle[];
  label: string;
  actions: EntryActions;
}) {
  // Each entry's catalogue details (for its progress bounds) are asked for once the list shows.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => afterNextPaint(() => setDrawn(true)), []);
  const { data: info } = useCatalogueInfo();
  const askAnilist = info?.provider === 'offline' && info.anilist;
  const { listRef, start, end, before, after } = useWindowRows<HTMLUListElement>(
    entries.length,
    entries.length > WINDOWED_FROM,
    ESTIMATED_ENTRY_HEIGHT,
  );
  return (
    <ul
      ref={listRef}
      className={styles.entries}
      aria-label={label}
      style={{ paddingBlock: `${before}px ${after}px` }}
    >
      {entries.slice(start, end).map((item, index) => (
        <ListEntry
          key={keyTextOf(item)}
          item={item}
          position={start + index + 1}
          setSize={entries.length}
          actions={actions}
          withDetails={drawn}
          askAnilist={askAnilist}
        />
      ))}
    </ul>
  );
}
