import { memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import { titleKey } from '../lib/catalogue/titles';
import { TitleCard, type CardTitle } from './TitleCard';

/** What a phone's first screen shows of a grid or a rail (two by two, or two and a half), drawn with the page. */
const FIRST_CARDS = 4;
/**
 * The rest come a few per task (decision 259): a card costs a few milliseconds on a slow
 * phone, so a page of 100 drawn at once held the main thread for a third of a second.
 */
const CARDS_PER_TASK = 3;

export interface CardItemsProps<Shown extends CardTitle> {
  titles: readonly Shown[];
  renderAction?: ((title: Shown) => ReactNode) | undefined;
  renderNote?: ((title: Shown) => ReactNode) | undefined;
}

/** How many of `total` items to draw: the first screen at once, then more each task. */
function useDrawnCount(total: number): number {
  const [drawn, setDrawn] = useState(() => Math.min(total, FIRST_CARDS));
  useEffect(() => {
    if (drawn >= total) return;
    const next = setTimeout(() => setDrawn((count) => count + CARDS_PER_TASK), 0);
    return () => clearTimeout(next);
  }, [drawn, total]);
  return Math.min(drawn, total);
}

function CardBatch<Shown extends CardTitle>({
  titles,
  renderAction,
  renderNote,
}: CardItemsProps<Shown>) {
  return (
    <>
      {titles.map((title) => (
        <li key={titleKey(title)}>
          <TitleCard title={title} action={renderAction?.(title)} note={renderNote?.(title)} />
        </li>
      ))}
    </>
  );
}

/** A batch drawn once: the next task's batch leaves the ones before it untouched. */
const MemoCardBatch = memo(CardBatch) as typeof CardBatch;

/** A list's cards as its li items, the first screen at once and the rest a few per task. */
export function CardItems<Shown extends CardTitle>({
  titles,
  renderAction,
  renderNote,
}: CardItemsProps<Shown>) {
  const drawn = useDrawnCount(titles.length);
  const batches = useMemo(() => {
    const starts = [0];
    for (let start = FIRST_CARDS; start < titles.length; start += CARDS_PER_TASK)
      starts.push(start);
    return starts.map((start, index) => ({
      start,
      titles: titles.slice(start, starts[index + 1] ?? titles.length),
    }));
  }, [titles]);
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
          />
        ))}
    </>
  );
}
