import { useState } from 'react';
import { POSTER_SIZE, posterUrl } from '../../shared/catalogue-constants';
import { placeholderLook } from './poster-placeholder';
import styles from './poster.module.css';

/**
 * List posters come at the spec's w154; the detail screen shows a sharper w342. A card's poster
 * is a list poster whose generated cover sets its type at fixed sizes (see poster.module.css).
 */
const SIZES = {
  list: { image: POSTER_SIZE, width: 154, height: 231 },
  card: { image: POSTER_SIZE, width: 154, height: 231 },
  detail: { image: 'w342', width: 342, height: 513 },
} as const;

interface PosterProps {
  posterPath: string | null | undefined;
  title: string;
  /** Keeps the generated cover stable per title, e.g. "tv:5114". */
  seed: string;
  size?: keyof typeof SIZES;
  className?: string;
  /** Set on a generated cover, e.g. "TV · 2009". */
  badge?: string | null;
}

/**
 * The title's poster, or a generated cover when it has none or it cannot be loaded. Both are
 * decorative (alt=""): the title is always written next to them.
 */
export function Poster({ posterPath, title, seed, size = 'list', className, badge }: PosterProps) {
  const { image, width, height } = SIZES[size];
  const url = posterUrl(posterPath, image);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = url !== null && url !== failedUrl;
  const frameClass = [styles.frame, size === 'card' && styles.card, className]
    .filter(Boolean)
    .join(' ');

  if (showImage) {
    return (
      <div className={frameClass} data-poster="image">
        <img
          className={styles.image}
          src={url}
          alt=""
          width={width}
          height={height}
          loading={size === 'detail' ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailedUrl(url)}
        />
      </div>
    );
  }
  const look = placeholderLook(title, seed);
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
