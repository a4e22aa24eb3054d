import { useEffect } from 'react';

export const PRODUCT_NAME = 'Tsuzuki';

export function documentTitle(screen: string): string {
  return `${screen} · ${PRODUCT_NAME}`;
}

export function useDocumentTitle(screen: string): void {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
