import { AppLayout } from '../shell/AppLayout';
import { useFiltersFollowNavigation } from '../shell/filters/use-filters-follow-navigation';
import { useRememberLastPath } from './remember-last-path';

export function RootRoute() {
  // Order matters: the filters are written back first, so the remembered path includes them.
  useFiltersFollowNavigation();
  useRememberLastPath();
  return <AppLayout />;
}
