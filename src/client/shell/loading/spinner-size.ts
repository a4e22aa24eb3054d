export const MIN_SPINNER_SIZE = 24;
export const MAX_SPINNER_SIZE = 96;
export const DEFAULT_SPINNER_SIZE = 56;

/** Spinner size in pixels, clamped to 24..96 (spec §9); nonsense falls back to the default. */
export function spinnerSize(requested: number): number {
  if (Number.isNaN(requested)) return DEFAULT_SPINNER_SIZE;
  return Math.min(MAX_SPINNER_SIZE, Math.max(MIN_SPINNER_SIZE, Math.round(requested)));
}
