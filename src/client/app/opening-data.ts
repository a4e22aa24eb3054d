import { SESSION_PATH } from '../../shared/session-path';
import { askAiringThisWeekEarly } from '../features/home/ask-early';
import { askEarly } from '../lib/early-answers';

/**
 * The data the opening screen waits for, asked for by the page's entry beside the app's code
 * (decision 457) rather than once that code has run: who is signed in, which every route waits
 * for, and on `/` home's first rail. Settles once the opening has drawn what it draws of it.
 */
export function askOpeningData(pathname: string): Promise<void> {
  void askEarly(SESSION_PATH);
  return pathname === '/' ? askAiringThisWeekEarly() : Promise.resolve();
}
