import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { isSameOriginPath } from '../../../../shared/return-path';
import { useMessages } from '../../../i18n/messages';
import { useAuth } from '../auth-context';
import { FormError } from '../forms/FormMessages';
import formStyles from '../forms/forms.module.css';
import styles from './ways.module.css';
import { fetchSignInOptions } from './sign-in-ways-api';
import { useProviderRoundTrip } from './use-provider-round-trip';

interface OtherSignInWaysProps {
  onSecondFactor: () => void;
  onEmailLink: () => void;
  onPhone: () => void;
}

/** Where the guard would send the user after signing in. */
function useReturnPath(): string {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && isSameOriginPath(from) ? from : '/mylists';
}

/** The providers the operator configured, the mailed link and, with an SMS gateway, the phone. */
export function OtherSignInWays({ onSecondFactor, onEmailLink, onPhone }: OtherSignInWaysProps) {
  const t = useMessages();
  const { refresh } = useAuth();
  const returnTo = useReturnPath();
  const options = useQuery({ queryKey: ['auth', 'ways'], queryFn: fetchSignInOptions });
  const { busy, problem, blocked, start, continueInTab } = useProviderRoundTrip(
    { returnTo },
    async (outcome) => {
      if (outcome === 'second-factor') onSecondFactor();
      else await refresh();
    },
  );

  return (
    <div className={styles.others}>
      <p className={styles.divider}>
        <span>{t('auth.ways.or')}</span>
      </p>
      {options.data?.oidcProviders.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className={`button ${styles.wayButton}`}
          disabled={busy !== null}
          onClick={() => void start(provider.id)}
        >
          {t(busy === provider.id ? 'auth.ways.waitingFor' : 'auth.ways.continueWith', {
            provider: provider.name,
          })}
        </button>
      ))}
      <button type="button" className={`button ${styles.wayButton}`} onClick={onEmailLink}>
        {t('auth.ways.emailLink')}
      </button>
      {options.data?.phone && (
        <button type="button" className={`button ${styles.wayButton}`} onClick={onPhone}>
          {t('auth.ways.phone')}
        </button>
      )}
      <FormError message={problem} />
      {blocked && (
        <button type="button" className={formStyles.textButton} onClick={continueInTab}>
          {t('auth.ways.continueInTab')}
        </button>
      )}
    </div>
  );
}
