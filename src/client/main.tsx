import './app/global.css';
import './app/rows.css';
import { askOpeningData } from './app/opening-data';
import { afterFirstPaintShown } from './lib/after-next-paint';
import { warmUpIntlOffTheMainThread } from './lib/intl-warm-up/warm-up-intl';
import { askForLaterFiles } from './lib/later-files';
import { nextTask } from './lib/next-task';

/** How long the app's start waits for the opening to draw its data's first picture, at most. */
const OPENING_DRAW_WAIT_MS = 1000;

// Decision 457: the opening screen's data is asked for at once, by a few kilobytes of code that
// come with the entry, and the app runs once the opening has drawn it: evaluated first, the
// app's code held the picture's paint back.
const opening = askOpeningData(window.location.pathname);

// Decision 262: the server's opening words (decision 210) paint before the app's code runs. The
// app's and the screen's code are asked for once the first paint is shown (decisions 270, 277),
// or once the opening's picture is drawn where it draws one (decision 470), then the app is
// imported; in a hidden tab, which draws no frames, after a short wait. The app's first render
// gets a task of its own: evaluating its modules takes as long.
afterFirstPaintShown(() => {
  warmUpIntlOffTheMainThread(document.documentElement.lang);
  const drawnOrLate = Promise.race([
    opening.drawn,
    new Promise((resolve) => setTimeout(resolve, OPENING_DRAW_WAIT_MS)),
  ]);
  void (opening.drawsPicture ? drawnOrLate : Promise.resolve())
    .then(() => askForLaterFiles(document))
    .then(() => drawnOrLate)
    .then(() => import('./app/start'))
    .then(async ({ startApp }) => {
      await nextTask();
      await startApp();
    });
});
