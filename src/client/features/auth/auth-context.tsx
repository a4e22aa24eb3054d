import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useCallback, useMemo, type ReactNode } from 'react';
import { fetchSession, type SessionUser } from './session-api';

export interface AuthContextValue {
  currentUser: SessionUser | null;
  loading: boolean;
  /** Asks the server again who is signed in, e.g. after logging in or out. */
  refresh: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const refresh = useCallback(
    () => queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY, exact: true }),
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ currentUser: session.data ?? null, loading: session.isPending, refresh }),
    [session.data, session.isPending, refresh],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
