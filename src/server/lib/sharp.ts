import fs from 'node:fs';
import path from 'node:path';
import type sharpModule from 'sharp';

/** The machine's fonts plus the bundled Japanese one (fonts/README.md, decision 443). */
export const BUNDLED_FONTS_CONFIG = path.resolve('fonts/fonts.conf');

/**
 * Points fontconfig, which librsvg draws an SVG's text through, at the bundled configuration, so
 * Japanese text is drawn on a machine whose only fonts are Debian's defaults. fontconfig reads the
 * variable once, when sharp first draws text, so this runs before sharp loads. An operator's own
 * FONTCONFIG_FILE is kept.
 */
export function useBundledFonts(env: NodeJS.ProcessEnv = process.env): void {
  if (env.FONTCONFIG_FILE === undefined && fs.existsSync(BUNDLED_FONTS_CONFIG)) {
    env.FONTCONFIG_FILE = BUNDLED_FONTS_CONFIG;
  }
}

let loading: Promise<typeof sharpModule> | undefined;

/**
 * sharp, loaded the first time a picture is made: loading libvips costs the start about 50 ms
 * of CPU, and most starts answer many requests before the first picture is resized.
 */
export function loadSharp(): Promise<typeof sharpModule> {
  if (!loading) {
    useBundledFonts();
    loading = import('sharp').then((module) => module.default);
  }
  return loading;
}
