import type { MediaType } from './catalogue-types';
import { textHash } from './text-hash';

/**
 * The widths the server draws a poster at (decision 300): a card's w154 and its 2× for sharp
 * screens, the title page's w342, its 1.5× and its 2× (decision 471). Any other width is refused,
 * so nobody can make the server resize one picture at a thousand sizes.
 */
export const POSTER_WIDTHS = [154, 308, 342, 513, 684] as const;
export type PosterWidth = (typeof POSTER_WIDTHS)[number];

/** Posters are drawn 2:3 (spec: w154 × 231). */
export const POSTER_ASPECT = 1.5;

export interface PosterLayout {
  widths: readonly PosterWidth[];
  /** The width the poster is drawn at, for the browser's pick from the widths. */
  sizes: string;
  /** The intrinsic size its `<img>` states, so its box is known before the picture comes. */
  width: number;
  height: number;
}

/**
 * The title page's poster: its widths, the width its CSS draws it at (220–260 px), and the
 * intrinsic size its `<img>` states so its box is known before the picture comes. A 2× phone
 * draws 440 pixels: 513 serves it at about a quarter fewer bytes than 684 (decision 471).
 */
export const DETAIL_POSTER = {
  widths: [342, 513, 684],
  sizes: '(max-width: 640px) 220px, 260px',
  width: 342,
  height: 513,
} as const satisfies PosterLayout;

/** A card's poster: a grid column, two to a row on a phone (see the card's CSS). */
export const CARD_POSTER = {
  widths: [154, 308],
  sizes: '(max-width: 480px) 45vw, 170px',
  width: 154,
  height: 231,
} as const satisfies PosterLayout;

export interface PosterTitle {
  media_type: MediaType;
  id: number;
}

/**
 * A short version of a title's picture source: it is part of the picture's address, so the
 * address changes when the source does and the browser may keep each answer for good.
 */
export function posterVersion(source: string): string {
  return textHash(source.trim()).toString(16).padStart(8, '0');
}

/**
 * The poster's address on this server, or null when the title has no picture. The browser never
 * talks to the picture's host: the server fetches, resizes and keeps it (decision 300).
 */
export function posterUrl(
  title: PosterTitle,
  posterPath: string | null | undefined,
  width: PosterWidth,
): string | null {
  const source = posterPath?.trim();
  if (!source) return null;
  return `/api/images/${title.media_type}/${title.id}/${width}-${posterVersion(source)}.webp`;
}

/** The w descriptors for a poster's srcset: the browser picks by the width it draws at. */
export function posterSrcSet(
  title: PosterTitle,
  posterPath: string | null | undefined,
  widths: readonly PosterWidth[],
): string | undefined {
  const parts = widths.map((width) => `${posterUrl(title, posterPath, width)} ${width}w`);
  return posterPath?.trim() ? parts.join(', ') : undefined;
}

/** A poster's sources as its `<img>` asks for them, for markup written outside the app to match. */
export function posterSources(
  title: PosterTitle,
  posterPath: string | null | undefined,
  { widths, sizes, width, height }: PosterLayout,
) {
  const src = posterUrl(title, posterPath, widths[0] ?? 154);
  const srcSet = posterSrcSet(title, posterPath, widths);
  return src && srcSet ? { src, srcSet, sizes, width, height } : null;
}

/** The title page's poster as the page's `<img>` asks for it, for the server's opening to match. */
export function detailPosterSources(title: PosterTitle, posterPath: string | null | undefined) {
  return posterSources(title, posterPath, DETAIL_POSTER);
}
