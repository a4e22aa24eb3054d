import { useState } from 'react';
import type { LinkedWay, SignInOptions } from '../../../../shared/sign-in-ways-api';
import { useMessages } from '../../../i18n/messages';
import formStyles from '../../auth/forms/forms.module.css';
import { FormError, FormSuccess } from '../../auth/forms/FormMessages';
import { useProviderRoundTrip } from '../../auth/ways/use-provider-round-trip';

const OIDC_WAY_PREFIX = 'oidc:';
const PROFILE_PATH = '/profile/account';

/** The provider a linked way's id (`oidc:<provider>|<subject>`) names, for provider ways. */
function linkedProviderIds(ways: LinkedWay[]): Set<string> {
  return new Set(
    ways
      .filter((way) => way.kind === 'oidc')
      .map((way) => way.id.slice(OIDC_WAY_PREFIX.length, way.id.indexOf('|'))),
  );
}

interface LinkProviderButtonsProps {
  providers: SignInOptions['oidcProviders'];
  ways: LinkedWay[];
  /** The re-authentication linking asks for; '' for an account without a password. */
  currentPassword: string;
  onLinked: () => void;
}

/** A "Link <provider>" button for each configured provider this account does not sign in with yet. */
export function LinkProviderButtons({
  providers,
  ways,
  currentPassword,
  onLinked,
}: LinkProviderButtonsProps) {
  const t = useMessages();
  const [linkedName, setLinkedName] = useState<string | null>(null);
  const { busy, problem, blocked, start, continueInTab } = useProviderRoundTrip(
    { returnTo: PROFILE_PATH, intent: 'link', currentPassword },
    (_outcome, providerId) => {
      setLinkedName(providers.find((provider) => provider.id === providerId)?.name ?? providerId);
      onLinked();
    },
  );
  const linked = linkedProviderIds(ways);
  const unlinked = providers.filter((provider) => !linked.has(provider.id));
  const link = (providerId: string) => {
    setLinkedName(null);
    void start(providerId);
  };

  return (
    <>
      {unlinked.length > 0 && (
        <div className={formStyles.actions}>
          {unlinked.map((provider) => (
            <button
              key={provider.id}
              type="button"
              className="button"
              disabled={busy !== null}
              onClick={() => link(provider.id)}
            >
              {t(busy === provider.id ? 'auth.ways.waitingFor' : 'profile.ways.link', {
                provider: provider.name,
              })}
            </button>
          ))}
        </div>
      )}
      <FormSuccess message={linkedName && t('profile.ways.linked', { provider: linkedName })} />
      <FormError message={problem} />
      {blocked && (
        <button type="button" className={formStyles.textButton} onClick={continueInTab}>
          {t('auth.ways.continueInTab')}
        </button>
      )}
    </>
  );
}
