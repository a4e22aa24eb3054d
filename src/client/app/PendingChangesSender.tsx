import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../features/auth/auth-context';

/** Keeps a signed-in user's offline changes on their way, whichever screen is open (decision 136). */
export function PendingChangesSender() {
  const uid = useAuth().currentUser?.uid;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!uid) return undefined;
    let stop: (() => void) | undefined;
    let left = false;
    void import('../features/lists/replay-from-any-screen').then(({ replayFromAnyScreen }) => {
      if (!left) stop = replayFromAnyScreen(queryClient, uid);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [uid, queryClient]);
  return null;
}
