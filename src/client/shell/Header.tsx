import { Link, useLocation } from 'react-router';
import { PRODUCT_NAME } from '../../shared/product-name';
import { FilterToggle } from './filters/FilterToggle';
import { showsFilterToggle } from './filters/filter-paths';
import { SideMenu } from './menu/SideMenu';
import { HEADER_SCROLL_THRESHOLD, useScrolledPast } from './scroll-position';
import { SearchButton } from './search/SearchButton';
import styles from './header.module.css';

export function Header() {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  return (
    <header className={styles.header} data-scrolled={scrolled}>
      <div className={styles.bar}>
        <SideMenu />
        <Link to="/" className={styles.brand}>
          <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden>
            <rect width="32" height="32" rx="9" />
            <path d="M10 9.5v13l11-6.5z" />
          </svg>
          {PRODUCT_NAME}
        </Link>
        <div className={styles.actions}>
          {showsFilterToggle(pathname) && <FilterToggle />}
          <SearchButton />
        </div>
      </div>
    </header>
  );
}
