import { LATER_FILES_ATTRIBUTE } from '../../shared/opening-screens';
import { nextTask } from './next-task';

/**
 * How long one task may spend adding links: asking for a file costs the page 1–3 ms on a slow
 * machine, so the 30 to 45 files of the app and its screen, asked for at once, made one long task.
 */
const SLICE_MS = 3;

/**
 * Asks for the files the page lists for after the first frame (decision 270), the app's and its
 * screen's, as module preloads and stylesheets, a few per task; settles once all are asked for.
 */
export async function askForLaterFiles(page: Document): Promise<void> {
  const links = [...page.querySelectorAll(`template[${LATER_FILES_ATTRIBUTE}]`)].flatMap(
    (template) => {
      template.remove();
      return template instanceof HTMLTemplateElement ? [...template.content.children] : [];
    },
  );
  let next = 0;
  while (next < links.length) {
    const sliceEnd = performance.now() + SLICE_MS;
    do page.head.append(links[next++]!);
    while (next < links.length && performance.now() < sliceEnd);
    if (next < links.length) await nextTask();
  }
}
