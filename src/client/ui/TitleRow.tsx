import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../i18n/messages';

interface TitleRowProps {
  /** Unique on the page: names the section through its heading. */
  id: string;
  title: string;
  /** The full screen this row is a taste of. */
  seeAll: string;
  children: ReactNode;
}

/** One of home's rows: a heading, "See all" to the full screen, and a few titles (rows.css). */
export function TitleRow({ id, title, seeAll, children }: TitleRowProps) {
  const t = useMessages();
  return (
    <section aria-labelledby={id} className="title-row">
      <div className="title-row-head">
        <h2 id={id}>{title}</h2>
        <Link
          to={seeAll}
          className="title-row-see-all"
          aria-label={t('common.row.seeAllLabel', { title })}
        >
          {t('common.row.seeAll')} <span aria-hidden>{'→'}</span>
        </Link>
      </div>
      {children}
    </section>
  );
}
