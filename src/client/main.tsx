import './app/global.css';
import { afterFirstPaintShown } from './lib/after-next-paint';
import { askForLaterFiles } from './lib/later-files';
import { nextTask } from './lib/next-task';

// Decision 262: the server's opening words (decision 210) paint before the app's code runs. The
// app's and the screen's code are asked for once the first paint is shown (decisions 270, 277),
// then the app is imported; in a hidden tab, which draws no frames, after a short wait. The
// app's first render gets a task of its own: evaluating its modules takes as long.
afterFirstPaintShown(
  () =>
    void askForLaterFiles(document)
      .then(() => import('./app/start'))
      .then(async ({ startApp }) => {
        await nextTask();
        await startApp();
      }),
);
