import './app/global.css';
import { afterNextPaint } from './lib/after-next-paint';
import { askForLaterFiles } from './lib/later-files';

// Decision 262: the server's opening words (decision 210) paint before the app's code runs. The
// code is asked for once the first frame is drawn, with the screen's own (decision 270), then
// evaluated; in a hidden tab, which draws no frames, after a short wait.
afterNextPaint(() => {
  askForLaterFiles(document);
  void import('./app/start').then(({ startApp }) => startApp());
});
