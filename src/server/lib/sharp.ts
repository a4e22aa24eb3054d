import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | undefined;

/**
 * sharp, loaded the first time a picture is made: loading libvips costs the start about 50 ms
 * of CPU, and most starts answer many requests before the first picture is resized.
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
