import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import type { AccountIdentity, UserProfile } from '../../../shared/profile';
import { whenIdle } from '../../lib/when-idle';
import { rememberedSession, rememberSession } from '../offline/remembered-session';
import {
  fetchSession,
  signedOut,
  type SessionEndReason,
  type SessionState,
  type SessionUser,
} from './session-api';
import { useCrossTabSession } from './use-cross-tab-session';
import { useSessionRefresh } from './use-session-refresh';

export interface AuthContextValue {
  currentUser: SessionUser | null;
  loading: boolean;
  /** Asks the server again who is signed in, e.g. after logging in or out. */
  refresh: () => Promise<void>;
  /** Why the last session ended without the user asking, until the notice is dismissed. */
  endedBy: SessionEndReason | null;
  /** Takes a session answer (sign-in, registration, sign-out) without asking the server again. */
  setSession: (state: SessionState) => void;
  /** Takes the profile PATCH /api/users/me answered, so every screen follows at once. */
  setProfile: (profile: UserProfile) => void;
  /** Takes the display name and photo the account update answered. */
  setIdentity: (identity: AccountIdentity) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

function sessionQuery(queryClient: QueryClient) {
  return {
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      const known = queryClient.getQueryData<SessionState>(SESSION_QUERY_KEY);
      return fetchSession(known?.user != null, signal).catch((error: unknown) => {
        // Opened without the server: whoever was signed in last, so the offline lists show.
        const remembered = known ? null : rememberedSession();
        if (remembered) return remembered;
        throw error;
      });
    },
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  } as const;
}

/** Asks the server who is signed in every `intervalMs` while enabled (false: not at all). */
export function useSessionPolling(intervalMs: number | false): void {
  const queryClient = useQueryClient();
  useQuery({ ...sessionQuery(queryClient), refetchInterval: intervalMs });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery(queryClient));

  const refresh = useCallback(
    () => queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY, exact: true }),
    [queryClient],
  );
  const setSession = useCallback(
    (state: SessionState) => queryClient.setQueryData(SESSION_QUERY_KEY, state),
    [queryClient],
  );
  const setProfile = useCallback(
    (profile: UserProfile) =>
      queryClient.setQueryData<SessionState>(SESSION_QUERY_KEY, (state) =>
        state?.user ? { ...state, user: { ...state.user, profile } } : state,
      ),
    [queryClient],
  );

  const setIdentity = useCallback(
    (identity: AccountIdentity) =>
      queryClient.setQueryData<SessionState>(SESSION_QUERY_KEY, (state) =>
        state?.user ? { ...state, user: { ...state.user, ...identity } } : state,
      ),
    [queryClient],
  );

  // Another tab signed out: the shared cookie is gone, so this tab follows without asking.
  const signOutHere = useCallback(() => setSession(signedOut()), [setSession]);
  const askServer = useCallback(() => void refresh(), [refresh]);

  const data = session.data;
  useSessionRefresh(data?.expiresAt ?? null, setSession);
  useCrossTabSession(data?.user?.uid ?? null, data !== undefined, signOutHere, askServer);
  const rememberedOnce = useRef(false);
  useEffect(() => {
    if (!data) return;
    if (rememberedOnce.current) {
      void rememberSession(data);
      return;
    }
    rememberedOnce.current = true;
    // The answer the page starts with is written once the browser is idle, out of the tasks
    // that draw the first screen; a change before then writes it first, so the order holds.
    let written = false;
    const write = () => {
      if (written) return;
      written = true;
      void rememberSession(data);
    };
    const cancel = whenIdle(write);
    return () => {
      cancel();
      write();
    };
  }, [data]);

  const value = useMemo<AuthContextValue>(
    () => ({
      currentUser: data?.user ?? null,
      loading: session.isPending,
      refresh,
      endedBy: data?.endedBy ?? null,
      setSession,
      setProfile,
      setIdentity,
    }),
    [data, session.isPending, refresh, setSession, setProfile, setIdentity],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
