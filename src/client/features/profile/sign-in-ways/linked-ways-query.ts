import { useQuery } from '@tanstack/react-query';
import { fetchLinkedWays } from '../../auth/ways/sign-in-ways-api';

export const LINKED_WAYS_KEY = ['auth', 'ways', 'linked'] as const;

export function useLinkedWays() {
  return useQuery({ queryKey: LINKED_WAYS_KEY, queryFn: fetchLinkedWays });
}

/** False only once the account is known to have no password (signed up at a provider). */
export function useHasPassword(): boolean {
  const ways = useLinkedWays();
  return ways.data?.ways.some((way) => way.kind === 'password') ?? true;
}
