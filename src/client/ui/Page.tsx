import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/document-title';
import styles from './page.module.css';

interface PageProps {
  /** The screen's name: its h1 and the first part of the document title. */
  title: string;
  /** Used for the document title when the h1 reads differently, e.g. "Page not found". */
  documentTitle?: string;
  lead?: ReactNode;
  children?: ReactNode;
}

export function Page({ title, documentTitle, lead, children }: PageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{title}</h1>
        {lead !== undefined && <p className={styles.lead}>{lead}</p>}
      </header>
      {children}
    </div>
  );
}
