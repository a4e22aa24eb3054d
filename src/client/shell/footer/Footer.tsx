import { Trans } from '@lingui/react';
import { Eye, EyeOff } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/product-name';
import { useAuth } from '../../features/auth/auth-context';
import { useMessages, type MessageId } from '../../i18n/messages';
import { CatalogueCredits } from '../../ui/CatalogueCredits';
import { PAGE_LINKS } from '../page-links';
import type { FooterVariant } from './footer-variant';
import styles from './footer.module.css';

interface FooterColumn {
  title: MessageId;
  links: readonly { label: MessageId; to: string }[];
}

export function Footer({ variant }: { variant: FooterVariant }) {
  const t = useMessages();
  const { currentUser } = useAuth();
  const adultVisible = currentUser?.profile.allowAdult === true;

  const columns: FooterColumn[] = [
    {
      title: 'shell.footer.explore',
      links: [
        { label: 'shell.nav.home', to: '/' },
        { label: 'shell.nav.discover', to: '/discover' },
        { label: 'shell.nav.trending', to: '/browse/trending' },
        { label: 'shell.nav.popular', to: '/browse/popular' },
        { label: 'shell.nav.top', to: '/browse/top' },
        { label: 'shell.nav.comingSoon', to: '/coming-soon' },
      ],
    },
    { title: 'shell.footer.company', links: PAGE_LINKS },
    {
      title: 'shell.footer.account',
      links: currentUser
        ? [
            { label: 'shell.nav.myLists', to: '/mylists' },
            { label: 'shell.nav.profile', to: '/profile' },
            { label: 'shell.nav.ai', to: '/ai' },
          ]
        : [
            { label: 'shell.footer.logIn', to: '/login' },
            { label: 'shell.nav.ai', to: '/ai' },
          ],
    },
  ];

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {/* Decision 164: the sponsor slot is for visitors only; the privacy page promises users no ads. */}
        {variant === 'sponsored' && !currentUser && (
          <div className={styles.sponsor}>{t('shell.footer.sponsor')}</div>
        )}

        <div className={styles.callToAction}>
          <div>
            <p className={styles.brand}>{PRODUCT_NAME}</p>
            <p className={styles.tagline}>{t('shell.footer.tagline')}</p>
          </div>
          {!currentUser && (
            <Link to="/login" className="button button-primary">
              {t('shell.footer.getStarted')}
            </Link>
          )}
        </div>

        <nav aria-label={t('shell.footer.label')} className={styles.columns}>
          {columns.map((column) => (
            <div key={column.title}>
              <h2 className={styles.columnTitle}>{t(column.title)}</h2>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={styles.link}>
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <p className={styles.adult}>
          {adultVisible ? <Eye aria-hidden size={16} /> : <EyeOff aria-hidden size={16} />}
          {t(adultVisible ? 'shell.footer.adultVisible' : 'shell.footer.adultHidden')}
        </p>
        <CatalogueCredits className={styles.small} />
        <p className={styles.small}>
          <Trans
            id={'shell.footer.aboutLink' satisfies MessageId}
            components={{ 0: <Link to="/about" /> }}
          />
        </p>
      </div>
    </footer>
  );
}
