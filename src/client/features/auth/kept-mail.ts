import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfig } from '../../lib/api';

const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => publicConfig(),
  staleTime: Infinity,
});

/**
 * True when this instance sends no mail and keeps it for its administrator instead: screens
 * then never say a message was sent (decision 206). False until the settings have loaded.
 */
export function useKeptMail(): boolean {
  return useQuery(publicConfigQuery).data?.mailDelivery === 'outbox';
}

export const KEPT_MAIL_NOTE = 'This server does not send email.';
