import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SIGN_IN_WAY_MESSAGES } from '../../../../shared/auth-sign-in-ways';
import { fetchMfaStatus } from './sign-in-ways-api';

/**
 * With ADMIN_MFA_REQUIRED the server refuses the admin calls until an authenticator is on
 * (decision 126): say so and point to /profile, instead of three failed sections.
 */
export function AdminMfaGate({ children }: { children: ReactNode }) {
  const status = useQuery({ queryKey: ['auth', 'mfa'], queryFn: fetchMfaStatus });
  if (status.isPending) return null;
  if (status.data?.required && !status.data.enrolled) {
    return (
      <p role="alert">
        {SIGN_IN_WAY_MESSAGES['mfa-enrolment-required']}{' '}
        <Link to="/profile/account">Open Account and security</Link>
      </p>
    );
  }
  return children;
}
