import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AuthProvider, useAuth } from '../features/auth/auth-context';
import { AccountLanguage } from '../i18n/AccountLanguage';
import { i18n } from '../i18n/i18n';
import { FilterProvider } from '../shell/filters/filter-context';
import { LoadingScreen } from '../shell/loading/LoadingScreen';
import { PendingChangesSender } from './PendingChangesSender';
import { AppRoutes } from './router';
import { TrackedMarks } from './TrackedMarks';

/** Nothing of the app renders until we know who is signed in (spec §4, auth context). */
function AuthGate({ children }: { children: ReactNode }) {
  const { loading } = useAuth();
  return loading ? <LoadingScreen /> : children;
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <AuthGate>
            <AccountLanguage />
            <PendingChangesSender />
            <TrackedMarks />
            <FilterProvider>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </FilterProvider>
          </AuthGate>
        </AuthProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
