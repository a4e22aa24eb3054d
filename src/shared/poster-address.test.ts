import { describe, expect, it } from 'vitest';
import { POSTER_WIDTHS, posterSrcSet, posterUrl, posterVersion } from './poster-address';

const FRIEREN = { media_type: 'tv', id: 209867 } as const;
const PICTURE = 'https://cdn.myanimelist.net/images/anime/1015/138006.jpg';

describe('posterUrl', () => {
  it('draws cards at the spec’s w154 first', () => {
    expect(POSTER_WIDTHS[0]).toBe(154);
  });

  it('names this server’s picture of the title at the width, versioned by its source', () => {
    expect(posterUrl(FRIEREN, PICTURE, 154)).toBe(
      `/api/images/tv/209867/154-${posterVersion(PICTURE)}.webp`,
    );
    expect(posterUrl({ media_type: 'movie', id: 1 }, '/abc.jpg', 684)).toMatch(
      /^\/api\/images\/movie\/1\/684-[0-9a-f]{8}\.webp$/,
    );
  });

  it('never names the picture’s host', () => {
    for (const width of POSTER_WIDTHS) {
      expect(posterUrl(FRIEREN, PICTURE, width)).not.toContain('myanimelist');
    }
  });

  it('changes the address when the source changes, and only then', () => {
    const other = 'https://media.kitsu.app/anime/poster_images/46474/large.jpg';
    expect(posterUrl(FRIEREN, PICTURE, 154)).toBe(posterUrl(FRIEREN, ` ${PICTURE} `, 154));
    expect(posterUrl(FRIEREN, PICTURE, 154)).not.toBe(posterUrl(FRIEREN, other, 154));
    expect(posterVersion(PICTURE)).toMatch(/^[0-9a-f]{8}$/);
  });

  it.each([null, undefined, '', '   '])('answers null for the empty source %j', (path) => {
    expect(posterUrl(FRIEREN, path, 154)).toBeNull();
    expect(posterSrcSet(FRIEREN, path, [154, 308])).toBeUndefined();
  });
});

describe('posterSrcSet', () => {
  it('lists each width with its w descriptor', () => {
    const version = posterVersion(PICTURE);
    expect(posterSrcSet(FRIEREN, PICTURE, [154, 308])).toBe(
      `/api/images/tv/209867/154-${version}.webp 154w, /api/images/tv/209867/308-${version}.webp 308w`,
    );
  });
});
