import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { authFailureMessage } from '../auth-messages';
import { useAuth } from '../auth-context';
import { FormError } from '../forms/FormMessages';
import formStyles from '../forms/forms.module.css';
import styles from './ways.module.css';
import { signInWithPopup, signInWithRedirect } from './provider-round-trip';
import { fetchSignInOptions } from './sign-in-ways-api';
import { ApiError } from '../../../lib/api';

interface OtherSignInWaysProps {
  onSecondFactor: () => void;
  onEmailLink: () => void;
  onPhone: () => void;
}

/** Where the guard would send the user after signing in. */
function useReturnPath(): string {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : '/mylists';
}

/** The providers the operator configured, the mailed link and, with an SMS gateway, the phone. */
export function OtherSignInWays({ onSecondFactor, onEmailLink, onPhone }: OtherSignInWaysProps) {
  const { refresh } = useAuth();
  const returnTo = useReturnPath();
  const options = useQuery({ queryKey: ['auth', 'ways'], queryFn: fetchSignInOptions });
  const [problem, setProblem] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const continueWith = async (providerId: string) => {
    setProblem(null);
    setBlocked(null);
    setBusy(providerId);
    try {
      const outcome = await signInWithPopup(providerId, returnTo);
      if (outcome === 'second-factor') onSecondFactor();
      else await refresh();
    } catch (error) {
      setProblem(authFailureMessage(error));
      if (error instanceof ApiError && error.code === 'popup-blocked') setBlocked(providerId);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.others}>
      <p className={styles.divider}>
        <span>or</span>
      </p>
      {options.data?.oidcProviders.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className={`button ${styles.wayButton}`}
          disabled={busy !== null}
          onClick={() => void continueWith(provider.id)}
        >
          {busy === provider.id
            ? `Waiting for ${provider.name}…`
            : `Continue with ${provider.name}`}
        </button>
      ))}
      <button type="button" className={`button ${styles.wayButton}`} onClick={onEmailLink}>
        Email me a sign-in link
      </button>
      {options.data?.phone && (
        <button type="button" className={`button ${styles.wayButton}`} onClick={onPhone}>
          Sign in with a phone number
        </button>
      )}
      <FormError message={problem} />
      {blocked && (
        <button
          type="button"
          className={formStyles.textButton}
          onClick={() => signInWithRedirect(blocked, returnTo)}
        >
          Continue in this tab instead
        </button>
      )}
    </div>
  );
}
