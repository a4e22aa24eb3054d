import type { ReactNode } from 'react';
import type { Title } from '../lib/catalogue/titles';
import { CardItems } from './CardItems';
import styles from './title-card.module.css';

/** A phone's first screen of a grid, two by two, drawn with the grid (decision 265). */
const GRID_FIRST_SCREEN = 4;

interface TitleGridProps {
  titles: readonly Title[];
  /** Names the list for assistive technology, e.g. "Trending now". */
  label: string;
  renderAction?: (title: Title) => ReactNode;
  renderNote?: (title: Title) => ReactNode;
  /** The page's main list: its first screen's posters are asked for at once (the largest paint). */
  firstScreen?: boolean;
}

export function TitleGrid({
  titles,
  label,
  renderAction,
  renderNote,
  firstScreen = false,
}: TitleGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      <CardItems
        titles={titles}
        renderAction={renderAction}
        renderNote={renderNote}
        drawnAtOnce={GRID_FIRST_SCREEN}
        eagerPosters={firstScreen ? GRID_FIRST_SCREEN : 0}
      />
    </ul>
  );
}

/** Grey cards in the grid's shape while the first titles load, so nothing jumps when they come. */
export function TitleGridSkeleton({ count = 12, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul className={`${styles.grid} ${styles.skeleton}`} aria-hidden>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <div className={styles.skeletonPoster} />
            <div className={styles.skeletonLine} />
            <div className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
