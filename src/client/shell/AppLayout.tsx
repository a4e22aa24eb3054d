import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FilterPanel } from './filters/FilterPanel';
import { Footer } from './footer/Footer';
import { footerVariantFor } from './footer/footer-variant';
import { Header } from './Header';
import { LoadingScreen } from './loading/LoadingScreen';
import { OnboardingGate } from './onboarding/OnboardingGate';
import { useAfterFirstTask } from '../ui/use-after-first-task';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { ScrollToTopButton } from './ScrollToTopButton';
import { MAIN_ID, SkipLink } from './SkipLink';
import { useScrollReset } from './use-scroll-reset';
import { AccountBanners } from './verification-banner/AccountBanners';
import styles from './app-layout.module.css';

export function AppLayout() {
  const { pathname } = useLocation();
  useScrollReset();
  // Below the first screen on every page: its dozen links come a task after the screen.
  const footerDrawn = useAfterFirstTask();
  return (
    <div className={styles.app}>
      <SkipLink />
      <Header />
      <AccountBanners />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <FilterPanel />
        <ScreenErrorBoundary key={pathname}>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      {footerDrawn && <Footer variant={footerVariantFor(pathname)} />}
      <ScrollToTopButton />
      <OnboardingGate />
    </div>
  );
}
