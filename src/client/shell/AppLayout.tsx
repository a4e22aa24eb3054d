import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FilterPanel } from './filters/FilterPanel';
import { Footer } from './footer/Footer';
import { footerVariantFor } from './footer/footer-variant';
import { Header } from './Header';
import { LoadingScreen } from './loading/LoadingScreen';
import { OnboardingGate } from './onboarding/OnboardingGate';
import { useTasksPassed } from '../ui/use-tasks-passed';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { ScrollToTopButton } from './ScrollToTopButton';
import { MAIN_ID, SkipLink } from './SkipLink';
import { useScrollReset } from './use-scroll-reset';
import { AccountBanners } from './verification-banner/AccountBanners';
import styles from './app-layout.module.css';

export function AppLayout() {
  const { pathname } = useLocation();
  useScrollReset();
  // The header first; a task later the screen, with what sits above it (banners, filters), in
  // one commit so that nothing moves; then what sits below or over it. The server's opening
  // words stay on screen until the screen is drawn (decision 264).
  const tasksPassed = useTasksPassed(2);
  const screenDrawn = tasksPassed >= 1;
  const restDrawn = tasksPassed >= 2;
  return (
    <div className={styles.app}>
      <SkipLink />
      <Header />
      {screenDrawn && <AccountBanners />}
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {screenDrawn && <FilterPanel />}
        <ScreenErrorBoundary key={pathname}>
          <Suspense fallback={<LoadingScreen />}>{screenDrawn && <Outlet />}</Suspense>
        </ScreenErrorBoundary>
      </main>
      {restDrawn && (
        <>
          <Footer variant={footerVariantFor(pathname)} />
          <ScrollToTopButton />
          <OnboardingGate />
        </>
      )}
    </div>
  );
}
