import { useEffect } from 'react';
import { readStoredItem } from '../../lib/local-storage';
import { whenIdle } from '../../lib/when-idle';
import { REMEMBERED_SESSION_KEY, rememberedUserId } from '../offline/remembered-session';
import { crossTabStep, watchStoredValue } from './cross-tab-session';

/**
 * Follows sign-ins and sign-outs made in other tabs, which store the session this tab reads
 * (spec §9 "Local storage polling"). Starts once this tab knows its own session.
 */
export function useCrossTabSession(
  currentUid: string | null,
  known: boolean,
  signOut: () => void,
  askServer: () => void,
): void {
  useEffect(() => {
    if (!known) return;
    let stopWatching: (() => void) | undefined;
    // Once the browser is idle: storage is kept out of the tasks that draw the first screen.
    const cancel = whenIdle(() => {
      stopWatching = watchStoredValue({
        key: REMEMBERED_SESSION_KEY,
        read: () => readStoredItem(REMEMBERED_SESSION_KEY),
        events: window,
        onChange: (stored) => {
          const step = crossTabStep(rememberedUserId(stored), currentUid);
          if (step === 'sign-out') signOut();
          else if (step === 'ask-server') askServer();
        },
      });
    });
    return () => {
      cancel();
      stopWatching?.();
    };
  }, [known, currentUid, signOut, askServer]);
}
