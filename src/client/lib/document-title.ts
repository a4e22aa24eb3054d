import { useEffect } from 'react';
import { documentTitle } from '../../shared/document-title';

export function useDocumentTitle(screen: string): void {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
