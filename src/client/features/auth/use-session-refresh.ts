import { useEffect } from 'react';
import type { SessionState } from './session-api';
import { startSessionRefresh } from './session-refresher';

/** Keeps the signed-in session refreshed ahead of its expiry (spec §4). */
export function useSessionRefresh(
  expiresAt: number | null,
  onSession: (state: SessionState) => void,
): void {
  useEffect(() => {
    if (expiresAt === null) return;
    return startSessionRefresh({ expiresAt, onSession });
  }, [expiresAt, onSession]);
}
