import { FIRST_SCREEN_ID } from '../../shared/first-screen-id';
import { SESSION_PATH } from '../../shared/session-path';
import { pictureDrawn } from '../lib/after-next-paint';
import { askAiringThisWeekEarly } from '../features/home/ask-early';
import { askEarly } from '../lib/early-answers';

/**
 * The data the opening screen waits for, asked for by the page's entry beside the app's code
 * (decision 457) rather than once that code has run: who is signed in, which every route waits
 * for, and on `/` home's first rail. Settles once the opening has drawn what it draws of it, or
 * elsewhere the picture the server's opening shows (a title page's cover, decision 465).
 */
export function askOpeningData(pathname: string): Promise<void> {
  void askEarly(SESSION_PATH);
  if (pathname === '/') return askAiringThisWeekEarly();
  const picture = document.querySelector<HTMLImageElement>(`#${FIRST_SCREEN_ID} img`);
  return picture ? pictureDrawn(picture) : Promise.resolve();
}
