import { useLayoutEffect } from 'react';
import { FIRST_SCREEN_ID } from '../../shared/first-screen-id';

/**
 * Removes the opening the server sent in the page (decision 210) as the app's own screen
 * commits, before the browser paints, so the words never blink or move.
 */
export function FirstScreenHandOff() {
  useLayoutEffect(() => {
    document.getElementById(FIRST_SCREEN_ID)?.remove();
  }, []);
  return null;
}
