import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../../i18n/messages';
import { fetchMfaStatus } from './sign-in-ways-api';

/**
 * With ADMIN_MFA_REQUIRED the server refuses the admin calls until an authenticator is on
 * (decision 126): say so and point to /profile, instead of three failed sections.
 */
export function AdminMfaGate({ children }: { children: ReactNode }) {
  const t = useMessages();
  const status = useQuery({ queryKey: ['auth', 'mfa'], queryFn: fetchMfaStatus });
  if (status.isPending) return null;
  if (status.data?.required && !status.data.enrolled) {
    return (
      <p role="alert">
        {t('auth.error.mfa-enrolment-required')}{' '}
        <Link to="/profile/account">{t('auth.adminMfa.open')}</Link>
      </p>
    );
  }
  return children;
}
