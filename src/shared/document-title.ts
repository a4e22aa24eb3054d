import { PRODUCT_NAME } from './product-name';

/** The browser tab's words: the screen, then the product. The server writes the same ones. */
export function documentTitle(screen: string): string {
  return `${screen} · ${PRODUCT_NAME}`;
}
