import { useSyncExternalStore } from 'react';

/** The widths where the title page's action bar is fixed to the bottom (detail.module.css). */
export const PHONE_WIDTH_QUERY = '(max-width: 640px)';

/** Whether the media query matches now; read while rendering, so the first frame is right. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
  );
}
