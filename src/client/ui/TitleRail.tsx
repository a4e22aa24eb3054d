import { useMemo, type ReactNode } from 'react';
import type { Title } from '../lib/catalogue/titles';
import { CardItems } from './CardItems';
import type { CardTitle } from './TitleCard';
import { RAIL_FIRST_SCREEN, RAIL_SIZE } from './rail-sizes';

interface TitleRailProps<Shown extends CardTitle> {
  titles: readonly Shown[];
  label: string;
  renderAction?: (title: Shown) => ReactNode;
  renderNote?: (title: Shown) => ReactNode;
  /** The page's first rail: its first screen's posters are asked for at once (decision 303). */
  firstScreen?: boolean;
}

/** Items side by side, scrolling sideways within the row (never the page); each child an li. */
export function Rail({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <ul className={className ? `title-rail ${className}` : 'title-rail'} aria-label={label}>
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
  firstScreen = false,
}: TitleRailProps<Shown>) {
  // The same slice while the titles are the same, so drawn cards are left alone (decision 265).
  const shown = useMemo(() => titles.slice(0, RAIL_SIZE), [titles]);
  return (
    <Rail label={label} className={cardsClass(renderNote !== undefined)}>
      <CardItems
        titles={shown}
        renderAction={renderAction}
        renderNote={renderNote}
        eagerPosters={firstScreen ? RAIL_FIRST_SCREEN : 0}
      />
    </Rail>
  );
}

/** A rail of cards is as tall loading as loaded (see rows.css). */
function cardsClass(withNotes: boolean): string {
  return withNotes ? 'title-rail-cards with-notes' : 'title-rail-cards';
}

/** Set `notes` where the loaded rail has them, so it is as tall as its placeholders. */
export function TitleRailSkeleton({ label, notes = false }: { label: string; notes?: boolean }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul className={`title-rail ${cardsClass(notes)}`} aria-hidden>
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="title-rail-skeleton" />
        ))}
      </ul>
    </div>
  );
}
