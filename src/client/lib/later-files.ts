import { LATER_FILES_TEMPLATE_ID } from '../../shared/opening-screens';

/**
 * Asks for the files the server's page lists for after the first frame (decision 270): its
 * screen's code, as module preloads and stylesheets. A page without the list is left as it is.
 */
export function askForLaterFiles(page: Document): void {
  const later = page.getElementById(LATER_FILES_TEMPLATE_ID);
  if (!(later instanceof HTMLTemplateElement)) return;
  page.head.append(later.content);
  later.remove();
}
