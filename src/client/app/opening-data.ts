import { FIRST_SCREEN_ID } from '../../shared/first-screen-id';
import { SESSION_PATH } from '../../shared/session-path';
import { pictureDrawn } from '../lib/after-next-paint';
import { askAiringThisWeekEarly, openingRailDrawsPictures } from '../features/home/ask-early';
import { askEarly } from '../lib/early-answers';

export interface OpeningData {
  /**
   * Settles once the opening has drawn what it draws of its data, or elsewhere the picture the
   * server's opening shows (a title page's cover, decision 465).
   */
  drawn: Promise<void>;
  /** Whether the opening draws a picture: its largest paint, which the app's files then leave the line to. */
  drawsPicture: boolean;
}

/**
 * The data the opening screen waits for, asked for by the page's entry beside the app's code
 * (decision 457) rather than once that code has run: who is signed in, which every route waits
 * for, and on `/` home's first rail.
 */
export function askOpeningData(pathname: string): OpeningData {
  void askEarly(SESSION_PATH);
  if (pathname === '/') {
    return { drawn: askAiringThisWeekEarly(), drawsPicture: openingRailDrawsPictures() };
  }
  const picture = document.querySelector<HTMLImageElement>(`#${FIRST_SCREEN_ID} img`);
  return picture
    ? { drawn: pictureDrawn(picture), drawsPicture: true }
    : { drawn: Promise.resolve(), drawsPicture: false };
}
