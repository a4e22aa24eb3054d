import { Eye, EyeOff } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { CatalogueCredits } from '../../ui/CatalogueCredits';
import { PAGE_LINKS } from '../menu/menu-sections';
import type { FooterVariant } from './footer-variant';
import styles from './footer.module.css';

interface FooterColumn {
  title: string;
  links: { label: string; to: string }[];
}

export function Footer({ variant }: { variant: FooterVariant }) {
  const { currentUser } = useAuth();
  const adultVisible = currentUser?.profile.allowAdult === true;

  const columns: FooterColumn[] = [
    {
      title: 'Explore',
      links: [
        { label: 'Home', to: '/' },
        { label: 'Discover', to: '/discover' },
        { label: 'Trending now', to: '/browse/trending' },
        { label: 'All-time popular', to: '/browse/popular' },
        { label: 'Top rated', to: '/browse/top' },
        { label: 'Coming Soon', to: '/coming-soon' },
      ],
    },
    { title: 'Company', links: [...PAGE_LINKS] },
    {
      title: 'Account',
      links: currentUser
        ? [
            { label: 'My Lists', to: '/mylists' },
            { label: 'Profile', to: '/profile' },
            { label: 'AI Recommendations', to: '/ai' },
          ]
        : [
            { label: 'Log in', to: '/login' },
            { label: 'AI Recommendations', to: '/ai' },
          ],
    },
  ];

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {/* Decision 164: the sponsor slot is for visitors only; the privacy page promises users no ads. */}
        {variant === 'sponsored' && !currentUser && (
          <div className={styles.sponsor}>Ad — Your brand here</div>
        )}

        <div className={styles.callToAction}>
          <div>
            <p className={styles.brand}>Tsuzuki</p>
            <p className={styles.tagline}>Keep track of every series, one episode at a time.</p>
          </div>
          {!currentUser && (
            <Link to="/login" className="button button-primary">
              Get started
            </Link>
          )}
        </div>

        <nav aria-label="Footer" className={styles.columns}>
          {columns.map((column) => (
            <div key={column.title}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <p className={styles.adult}>
          {adultVisible ? <Eye aria-hidden size={16} /> : <EyeOff aria-hidden size={16} />}
          {adultVisible
            ? 'Adult titles are currently visible.'
            : 'Adult titles are currently hidden.'}
        </p>
        <CatalogueCredits className={styles.small} />
        <p className={styles.small}>
          A self-hosted anime tracker. Catalogue credits are on the <Link to="/about">About</Link>{' '}
          page.
        </p>
      </div>
    </footer>
  );
}
