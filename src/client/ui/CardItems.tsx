import { memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import { titleKey } from '../lib/catalogue/titles';
import type { PosterPriority } from './Poster';
import { TitleCard, type CardTitle } from './TitleCard';
import { awaitTurn } from './card-turns';
import styles from './card-items.module.css';
import { useNearScreen } from './use-near-screen';

/**
 * Cards come a few per task (decisions 259 and 265), the lists on a page taking turns: a card
 * costs a few milliseconds on a slow phone, so a page of 100, or four rows of 12, drawn at once
 * held the main thread for a third of a second. They come only while the list's end is near the
 * screen (decision 267): cards nobody has scrolled to cost nothing.
 */
const CARDS_PER_TASK = 3;

interface CardBatchProps<Shown extends CardTitle> {
  titles: readonly Shown[];
  renderAction?: ((title: Shown) => ReactNode) | undefined;
  renderNote?: ((title: Shown) => ReactNode) | undefined;
  /** How many of the batch's first cards have posters asked for at once. */
  eagerPosters?: number;
}

export interface CardItemsProps<Shown extends CardTitle> extends CardBatchProps<Shown> {
  /**
   * Cards drawn with the list, before its first turn: a grid's first screen, so that the page
   * below it (the footer) is not drawn higher first. A rail keeps its height without them.
   */
  drawnAtOnce?: number;
  /** The list's first cards whose posters are the page's first screen (decision 303). */
  eagerPosters?: number;
}

/**
 * How many of `total` items are drawn: the first at once, then a few more each turn while the
 * list's end (`watchEnd` its ref) is near the screen, asking again after each turn's cards are in.
 */
function useDrawnCount(
  total: number,
  atOnce: number,
): { drawn: number; watchEnd: (element: Element | null) => void } {
  const [drawn, setDrawn] = useState(() => Math.min(total, atOnce));
  const { watch, near, askAgain } = useNearScreen();
  useEffect(() => {
    if (drawn >= total || !near) return;
    return awaitTurn(() => {
      setDrawn((count) => count + CARDS_PER_TASK);
      askAgain();
    });
  }, [drawn, total, near, askAgain]);
  return { drawn: Math.min(drawn, total), watchEnd: watch };
}

/** The list's first poster is the page's largest paint; the rest of its first screen comes at once. */
function posterPriority(index: number, eagerPosters: number): PosterPriority {
  if (index >= eagerPosters) return 'lazy';
  return index === 0 ? 'high' : 'eager';
}

function CardBatch<Shown extends CardTitle>({
  titles,
  renderAction,
  renderNote,
  eagerPosters = 0,
}: CardBatchProps<Shown>) {
  return (
    <>
      {titles.map((title, index) => (
        <li key={titleKey(title)}>
          <TitleCard
            title={title}
            action={renderAction?.(title)}
            note={renderNote?.(title)}
            priority={posterPriority(index, eagerPosters)}
          />
        </li>
      ))}
    </>
  );
}

/** A batch drawn once: the next task's batch leaves the ones before it untouched. */
const MemoCardBatch = memo(CardBatch) as typeof CardBatch;

/** A list's cards as its li items, a few per task. */
export function CardItems<Shown extends CardTitle>({
  titles,
  renderAction,
  renderNote,
  drawnAtOnce = 0,
  eagerPosters = 0,
}: CardItemsProps<Shown>) {
  const { drawn, watchEnd } = useDrawnCount(titles.length, drawnAtOnce);
  const batches = useMemo(() => {
    const starts = drawnAtOnce > 0 ? [0] : [];
    for (let start = drawnAtOnce; start < titles.length; start += CARDS_PER_TASK)
      starts.push(start);
    return starts.map((start, index) => ({
      start,
      titles: titles.slice(start, starts[index + 1] ?? titles.length),
    }));
  }, [titles, drawnAtOnce]);
  return (
    <>
      {batches
        .filter(({ start }) => start < drawn)
        .map((batch) => (
          <MemoCardBatch
            key={batch.start}
            titles={batch.titles}
            renderAction={renderAction}
            renderNote={renderNote}
            eagerPosters={batch.start === 0 ? eagerPosters : 0}
          />
        ))}
      {drawn < titles.length && (
        <li key="end" ref={watchEnd} className={styles.end} aria-hidden="true" />
      )}
    </>
  );
}
