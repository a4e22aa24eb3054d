import type { ReactNode } from 'react';
import { titleKey, type Title } from '../lib/catalogue/titles';
import { TitleCard, type CardTitle } from './TitleCard';
import styles from './title-row.module.css';

/** A row shows a taste; its "See all" has the rest. */
export const RAIL_SIZE = 12;

interface TitleRailProps<Shown extends CardTitle> {
  titles: readonly Shown[];
  label: string;
  renderAction?: (title: Shown) => ReactNode;
  renderNote?: (title: Shown) => ReactNode;
}

/** Items side by side, scrolling sideways within the row (never the page); each child an li. */
export function Rail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.rail} aria-label={label}>
      {children}
    </ul>
  );
}

/** A rail of title cards. */
export function TitleRail<Shown extends CardTitle = Title>({
  titles,
  label,
  renderAction,
  renderNote,
}: TitleRailProps<Shown>) {
  return (
    <Rail label={label}>
      {titles.slice(0, RAIL_SIZE).map((title) => (
        <li key={titleKey(title)}>
          <TitleCard title={title} action={renderAction?.(title)} note={renderNote?.(title)} />
        </li>
      ))}
    </Rail>
  );
}

export function TitleRailSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul className={styles.rail} aria-hidden>
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className={styles.skeleton} />
        ))}
      </ul>
    </div>
  );
}
