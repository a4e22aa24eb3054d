import { describe, expect, it } from 'vitest';
import { BUNDLED_FONTS_CONFIG, loadSharp, useBundledFonts } from './sharp';

describe('useBundledFonts', () => {
  it('points fontconfig at the bundled configuration, unless the operator named one', () => {
    const unset: NodeJS.ProcessEnv = {};
    useBundledFonts(unset);
    expect(unset.FONTCONFIG_FILE).toBe(BUNDLED_FONTS_CONFIG);
    const chosen: NodeJS.ProcessEnv = { FONTCONFIG_FILE: '/etc/fonts/fonts.conf' };
    useBundledFonts(chosen);
    expect(chosen.FONTCONFIG_FILE).toBe('/etc/fonts/fonts.conf');
  });
});

/** The ink of one character drawn large, black on white: its width and height in pixels. */
async function inkOf(
  character: string,
  family: string,
): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="#fff"/><text x="50" y="200" font-family="${family}" font-size="160">${character}</text></svg>`;
  const { info } = await sharp(Buffer.from(svg)).trim().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height };
}

describe('text drawn by sharp', () => {
  // '一' (one) is a single flat stroke; a font without it draws a box about as tall as wide.
  it('draws kanji, not boxes, where the picture names Latin fonts first', async () => {
    const { width, height } = await inkOf('一', `'DejaVu Sans', 'Liberation Sans', sans-serif`);
    expect(height * 4).toBeLessThan(width);
  });

  it('draws kana too', async () => {
    // 'ー' (the long vowel mark) is as flat.
    const { width, height } = await inkOf('ー', `'DejaVu Sans', sans-serif`);
    expect(height * 4).toBeLessThan(width);
  });
});
