import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { openingScreenFor, type OpeningScreenModule } from '../../shared/opening-screens';
import type { CatalogueGroup } from '../i18n/catalogues';
import { loadMessageGroups } from '../i18n/i18n';
import { lazy } from '../lib/chunk-load';
import { FirstScreenHandOff } from '../shell/FirstScreenHandOff';
import { NotFoundPage } from '../ui/NotFoundPage';
import { ACCESS } from './access';
import { Guard } from './Guard';
import { RootRoute } from './RootRoute';

/**
 * A screen that takes over from the server's opening (decision 210) as it commits. The hand-off
 * sits in each screen, not beside the Outlet: Preact (decision 213), unlike React, commits the
 * other children of a boundary that is waiting for code, so a hand-off there showed the loading
 * screen in place of the opening's words.
 */
function afterOpening(Screen: ComponentType) {
  return function ScreenAfterOpening() {
    return (
      <>
        <FirstScreenHandOff />
        <Screen />
      </>
    );
  };
}

/**
 * A screen's code, with the messages of the shared components (`common`) and of each group whose
 * components it draws, in the user's language, so that no screen renders a message id.
 */
function screen(load: () => Promise<ComponentType>, groups: readonly CatalogueGroup[] = []) {
  return lazy(() =>
    Promise.all([load(), loadMessageGroups(['common', ...groups])]).then(([Screen]) => ({
      default: afterOpening(Screen),
    })),
  );
}

/** A remembered path restored on opening `/` may no longer exist. */
const NotFoundScreen = afterOpening(NotFoundPage);

/** Every screen is its own chunk, fetched when its route is first matched (within 120 s). */
const loadHome = () => import('../features/home/HomePage').then((m) => m.HomePage);
const loadDiscover = () => import('../features/discover/DiscoverPage').then((m) => m.DiscoverPage);
const loadBrowse = () => import('../features/browse/BrowsePage').then((m) => m.BrowsePage);
const loadDetail = () => import('../features/detail/DetailPage').then((m) => m.DetailPage);
const loadComingSoon = () =>
  import('../features/coming-soon/ComingSoonPage').then((m) => m.ComingSoonPage);
const loadMyLists = () => import('../features/lists/MyListsPage').then((m) => m.MyListsPage);

const HomePage = screen(loadHome, ['home', 'browse']);
const DiscoverPage = screen(loadDiscover, ['browse', 'lists', 'genres']);
const BrowsePage = screen(loadBrowse, ['browse', 'lists']);
/** The detail screen hands over from the opening itself, once its title is drawn (decision 255). */
const DetailPage = lazy(() =>
  Promise.all([loadDetail(), loadMessageGroups(['common', 'detail', 'lists', 'genres'])]).then(
    ([Screen]) => ({ default: Screen }),
  ),
);
const ComingSoonPage = screen(loadComingSoon, ['browse']);
const AiPage = screen(() => import('../features/ai/AiPage').then((m) => m.AiPage), ['lists', 'ai']);
const AboutPage = screen(
  () => import('../features/static-pages/AboutPage').then((m) => m.AboutPage),
  ['pages'],
);
const ContactPage = screen(
  () => import('../features/static-pages/ContactPage').then((m) => m.ContactPage),
  ['pages'],
);
const PrivacyPage = screen(
  () => import('../features/static-pages/PrivacyPage').then((m) => m.PrivacyPage),
  ['pages'],
);
const TermsPage = screen(
  () => import('../features/static-pages/TermsPage').then((m) => m.TermsPage),
  ['pages'],
);
const LoginPage = screen(
  () => import('../features/auth/LoginPage').then((m) => m.LoginPage),
  ['auth'],
);
const MyListsPage = screen(loadMyLists, ['lists']);
const ProfilePage = screen(
  () => import('../features/profile/ProfilePage').then((m) => m.ProfilePage),
  ['profile', 'auth', 'onboarding', 'lists', 'genres'],
);
const AccountPage = screen(
  () => import('../features/profile/settings/AccountPage').then((m) => m.AccountPage),
  ['profile', 'auth', 'settings'],
);
const AlertsSettingsPage = screen(
  () => import('../features/profile/settings/AlertsSettingsPage').then((m) => m.AlertsSettingsPage),
  ['profile', 'auth', 'alerts'],
);
const ConnectionsPage = screen(
  () => import('../features/profile/settings/ConnectionsPage').then((m) => m.ConnectionsPage),
  ['profile', 'auth', 'scrobble'],
);
const ApiSettingsPage = screen(
  () => import('../features/profile/settings/ApiSettingsPage').then((m) => m.ApiSettingsPage),
  ['profile', 'auth', 'tokens', 'import'],
);
const DataPage = screen(
  () => import('../features/profile/settings/DataPage').then((m) => m.DataPage),
  ['profile', 'auth', 'import', 'lists'],
);
const StatsPage = screen(
  () => import('../features/stats/StatsPage').then((m) => m.StatsPage),
  ['stats', 'genres'],
);
const AdminPage = screen(
  () => import('../features/admin/AdminPage').then((m) => m.AdminPage),
  ['auth', 'admin'],
);

/** Each opening screen's code, by its module (the list is shared with the server). */
const OPENING_LOADERS: Record<OpeningScreenModule, () => Promise<unknown>> = {
  'features/home/HomePage.tsx': loadHome,
  'features/discover/DiscoverPage.tsx': loadDiscover,
  'features/browse/BrowsePage.tsx': loadBrowse,
  'features/detail/DetailPage.tsx': loadDetail,
  'features/coming-soon/ComingSoonPage.tsx': loadComingSoon,
  'features/lists/MyListsPage.tsx': loadMyLists,
};

/**
 * Starts fetching the code of the screen the page opens on while the app asks who is signed in,
 * instead of after: routes render only once that is known (the auth gate), and on a slow network
 * the two waits in a row cost a round trip each. The server's page has already asked for it by
 * then (decisions 261, 270), so this costs nothing there; it matters for the service worker's
 * copy of the page. A failure here is the route's own to show.
 */
export function preloadOpeningScreen(pathname: string): void {
  const opening = openingScreenFor(pathname);
  if (opening) OPENING_LOADERS[opening]().catch(() => undefined);
}

/**
 * The spec's route table. Declarative routes rather than the data router: the data router
 * costs about 17 KB gzip more on the first route, which the 80 KB budget cannot spare.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootRoute />}>
        <Route index element={<HomePage />} />
        <Route path="discover" element={<DiscoverPage />} />
        <Route path="browse/:mode" element={<BrowsePage />} />
        <Route path="anime/:type/:id" element={<DetailPage />} />
        <Route path="coming-soon" element={<ComingSoonPage />} />
        <Route path="ai" element={<AiPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route element={<Guard rule={ACCESS.login} />}>
          <Route path="login" element={<LoginPage />} />
        </Route>
        <Route element={<Guard rule={ACCESS.myLists} />}>
          <Route path="mylists" element={<MyListsPage />} />
        </Route>
        <Route element={<Guard rule={ACCESS.stats} />}>
          <Route path="stats" element={<StatsPage />} />
        </Route>
        <Route element={<Guard rule={ACCESS.profile} />}>
          <Route path="profile" element={<ProfilePage />} />
          <Route path="profile/account" element={<AccountPage />} />
          <Route path="profile/alerts" element={<AlertsSettingsPage />} />
          <Route path="profile/connections" element={<ConnectionsPage />} />
          <Route path="profile/api" element={<ApiSettingsPage />} />
          <Route path="profile/data" element={<DataPage />} />
        </Route>
        <Route element={<Guard rule={ACCESS.admin} />}>
          <Route path="admin" element={<AdminPage />} />
        </Route>
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
