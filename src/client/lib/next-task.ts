/** Resolves in a task of its own, after the browser has had a chance to paint and handle input. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
