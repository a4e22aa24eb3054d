/**
 * Lists waiting to draw their next few cards, served one list per task, in turn (decision 265):
 * however many lists get their titles in the same task (a home page's rows often do), no task
 * draws more than one list's few cards, and every list's first cards come before any list's
 * later ones.
 */
const waiting: (() => void)[] = [];
let scheduled = false;

function serveNext(): void {
  scheduled = false;
  waiting.shift()?.();
  scheduleNext();
}

function scheduleNext(): void {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  setTimeout(serveNext, 0);
}

/** Calls `draw` in a task of its own once the lists ahead have had theirs; the result cancels. */
export function awaitTurn(draw: () => void): () => void {
  waiting.push(draw);
  scheduleNext();
  return () => {
    const index = waiting.indexOf(draw);
    if (index >= 0) waiting.splice(index, 1);
  };
}
