import './app/global.css';
import { afterNextPaint } from './lib/after-next-paint';

// Decision 262: the server's opening words (decision 210) paint before the app's code runs. The
// code is fetched alongside (the page preloads it), then evaluated in the task after the first
// frame, or after a short wait in a hidden tab, which draws no frames.
afterNextPaint(() => void import('./app/start').then(({ startApp }) => startApp()));
