import { useAuth } from '../../features/auth/auth-context';

/** Adult titles are visible only to signed-in users who chose so (spec §1, §5). */
export function useAllowAdult(): boolean {
  return useAuth().currentUser?.profile.allowAdult === true;
}
