import './app/global.css';

/**
 * Decision 262: the server's opening words (decision 210) paint before the app's code runs. The
 * code is fetched alongside (the page preloads it), then evaluated in the task after the first
 * frame; a hidden tab draws no frames, so there it starts at once.
 */
function afterFirstPaint(run: () => void): void {
  if (document.visibilityState === 'hidden') run();
  else requestAnimationFrame(() => setTimeout(run, 0));
}

afterFirstPaint(() => void import('./app/start').then(({ startApp }) => startApp()));
