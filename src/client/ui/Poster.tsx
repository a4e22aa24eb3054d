import { useState } from 'react';
import {
  CARD_POSTER,
  DETAIL_POSTER,
  posterSources,
  type PosterLayout,
  type PosterTitle,
} from '../../shared/poster-address';
import { configInPage } from '../lib/page-config';
import { placeholderLook } from './poster-placeholder';
import styles from './poster.module.css';

/**
 * List posters come at the spec's w154 and its 2×; the title page's is drawn larger, at w342 and
 * its 2×. A card's poster is a list poster whose generated cover sets its type at fixed sizes
 * (see poster.module.css). The sizes follow each screen's CSS: cards are a grid column (two to a
 * row on a phone), list and search thumbnails under 60 px, the title page's poster 220–260 px.
 */
const SIZES: Record<'list' | 'card' | 'detail', PosterLayout> = {
  list: { widths: [154], sizes: '60px', width: 154, height: 231 },
  card: CARD_POSTER,
  detail: DETAIL_POSTER,
};

/**
 * An instance without picture hosts serves no posters: its covers are generated without asking
 * for a picture that could only fail. A page without the server's settings (the service
 * worker's) asks, and falls back on a failure.
 */
const PICTURES_SERVED = configInPage()?.pictures ?? true;

/**
 * How soon the browser asks for the picture: the first screen's first poster (the page's largest
 * paint) at once and first, the rest of the first screen at once, every other poster when near.
 */
export type PosterPriority = 'high' | 'eager' | 'lazy';

interface PosterProps {
  posterPath: string | null | undefined;
  /** The title the poster is of: its picture's address, and a generated cover stable per title. */
  item: PosterTitle;
  title: string;
  size?: keyof typeof SIZES;
  className?: string;
  /** Set on a generated cover, e.g. "TV · 2009". */
  badge?: string | null;
  priority?: PosterPriority;
}

/**
 * The title's poster, from this server (decision 300), or a generated cover when it has none or
 * it cannot be loaded. Both are decorative (alt=""): the title is always written next to them.
 */
export function Poster({
  posterPath,
  item,
  title,
  size = 'list',
  className,
  badge,
  priority = size === 'detail' ? 'high' : 'lazy',
}: PosterProps) {
  const layout = SIZES[size];
  // The same sources as the openings' posters (decision 457), so the picture they drew is reused.
  const sources = PICTURES_SERVED ? posterSources(item, posterPath, layout) : null;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const several = layout.widths.length > 1;
  const frameClass = [styles.frame, size === 'card' && styles.card, className]
    .filter(Boolean)
    .join(' ');

  if (sources && sources.src !== failedUrl) {
    return (
      <div className={frameClass} data-poster="image">
        <img
          className={styles.image}
          src={sources.src}
          srcSet={several ? sources.srcSet : undefined}
          sizes={several ? sources.sizes : undefined}
          alt=""
          width={sources.width}
          height={sources.height}
          loading={priority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={priority === 'high' ? 'high' : undefined}
          decoding="async"
          onError={() => setFailedUrl(sources.src)}
        />
      </div>
    );
  }
  const look = placeholderLook(title, `${item.media_type}:${item.id}`);
  // The cover's words are drawn by CSS from data attributes, so they never join the card's text
  // (the title is written beside it already) and cost no image.
  return (
    <div
      className={`${frameClass} ${styles.placeholder}`}
      data-poster="placeholder"
      data-size={size}
      style={{ background: look.background }}
      aria-hidden
    >
      <span
        className={styles.cover}
        data-title={title}
        data-initials={look.initials}
        data-badge={badge ?? ''}
      />
    </div>
  );
}
