import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '../auth/auth-context';
import { isLiveSettled, onLiveSettled, subscribeLiveLists } from './live/live-lists';
import { trackedListQuery } from './tracked-list-query';

/**
 * The signed-in user's whole list, kept live while the calling screen is mounted. The first
 * load waits for the live stream to open (briefly), so no change can fall between the two.
 */
export function useTrackedList() {
  const queryClient = useQueryClient();
  const uid = useAuth().currentUser?.uid ?? '';

  useEffect(
    () => (uid === '' ? undefined : subscribeLiveLists(queryClient, uid)),
    [queryClient, uid],
  );
  const settled = useSyncExternalStore(onLiveSettled, () => uid !== '' && isLiveSettled(uid));

  const query = useQuery({ ...trackedListQuery(queryClient, uid), enabled: settled });
  return { ...query, uid };
}
