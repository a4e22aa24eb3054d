import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailDelivery } from '../../../shared/public-config';
import { publicConfig } from '../../lib/api';
import { configInPage } from '../../lib/page-config';

const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => publicConfig(),
  // Known with the first render when the server wrote it into the page: a banner that waits a
  // tick for it comes after the screen and pushes it down.
  initialData: configInPage,
  staleTime: Infinity,
});

/**
 * True when this instance sends no mail and keeps it for its administrator instead: screens
 * then never say a message was sent (decision 206). False until the settings have loaded.
 */
export function useKeptMail(): boolean {
  return useMailDelivery() === 'outbox';
}

/** How this instance delivers mail, or undefined until its settings have loaded. */
export function useMailDelivery(): MailDelivery | undefined {
  return useQuery(publicConfigQuery).data?.mailDelivery;
}
