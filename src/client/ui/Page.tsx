import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/document-title';

interface PageProps {
  /** The screen's name: its h1 and the first part of the document title. */
  title: string;
  /** Used for the document title when the h1 reads differently, e.g. "Page not found". */
  documentTitle?: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** Its classes are global (app/global.css): the server writes the same intro (decision 210). */
export function Page({ title, documentTitle, lead, children }: PageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className="page">
      <header className="page-intro">
        <h1 className="page-title">{title}</h1>
        {lead !== undefined && <p className="page-lead">{lead}</p>}
      </header>
      {children}
    </div>
  );
}
