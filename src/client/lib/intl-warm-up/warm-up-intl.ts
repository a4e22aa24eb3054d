/**
 * Builds the page's language's number and date formats on a worker thread (decision 468). The
 * first Intl format a page builds makes ICU load its data, about 30 ms on a fast desktop and four
 * times that on a phone; ICU keeps that data for the whole renderer process, every thread
 * included, so the main thread's own first format (a plural's count, a date) then costs under
 * a millisecond instead of lengthening whichever render asks first.
 */
export function warmUpIntlOffTheMainThread(locale: string): void {
  try {
    const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.postMessage(locale);
  } catch {
    // Without module workers the main thread builds its formats when it first needs them.
  }
}
