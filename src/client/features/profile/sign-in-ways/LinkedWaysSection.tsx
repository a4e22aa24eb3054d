import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { LinkedWay } from '../../../../shared/sign-in-ways-api';
import { useMessages } from '../../../i18n/messages';
import type { Translate } from '../../auth/auth-messages';
import formStyles from '../../auth/forms/forms.module.css';
import { FormError } from '../../auth/forms/FormMessages';
import { useAccountMutation } from '../../auth/use-account-mutation';
import { PhoneCodeForm } from '../../auth/ways/PhoneCodeForm';
import { fetchSignInOptions, linkPhone, unlinkWay } from '../../auth/ways/sign-in-ways-api';
import styles from '../../auth/ways/ways.module.css';
import { PASSWORD_CHANGES } from '../password-changes';
import { ProfileSection } from '../ProfileSection';
import { CurrentPasswordField } from './CurrentPasswordField';
import { LinkProviderButtons } from './LinkProviderButtons';
import { LINKED_WAYS_KEY, useLinkedWays } from './linked-ways-query';

/** A way's name: the provider's own, or the password's and the phone's in the active language. */
function wayName(way: LinkedWay, t: Translate): string {
  if (way.kind === 'oidc') return way.label;
  return t(way.kind === 'phone' ? 'profile.ways.phone' : 'profile.ways.password');
}

/** The ways that sign in to this account, each removable while another remains. */
export function LinkedWaysSection() {
  const t = useMessages();
  const queryClient = useQueryClient();
  const ways = useLinkedWays();
  const options = useQuery({ queryKey: ['auth', 'ways'], queryFn: fetchSignInOptions });
  const [addingPhone, setAddingPhone] = useState(false);
  // Linking and unlinking ask for it as an e-mail change does (spec §5, decision 150).
  const [currentPassword, setCurrentPassword] = useState('');
  const reload = () => void queryClient.invalidateQueries({ queryKey: LINKED_WAYS_KEY });
  const addPhone = async (verificationId: string, code: string) => {
    await linkPhone(verificationId, code, currentPassword);
    setAddingPhone(false);
    reload();
  };
  const unlink = useAccountMutation(unlinkWay, reload);
  const list = ways.data?.ways ?? [];

  return (
    <ProfileSection
      group={PASSWORD_CHANGES}
      title={t('profile.ways.title')}
      description={t('profile.ways.description')}
    >
      <CurrentPasswordField
        name="ways-current-password"
        value={currentPassword}
        onValueChange={setCurrentPassword}
      />
      <ul className={styles.wayList}>
        {list.map((way) => (
          <li key={way.id} className={styles.wayRow}>
            <span>
              <strong>{wayName(way, t)}</strong>
              {way.detail && <span className={styles.wayDetail}>{` · ${way.detail}`}</span>}
            </span>
            {list.length > 1 && (
              <button
                type="button"
                className="button"
                disabled={unlink.isPending}
                onClick={() => unlink.mutate({ wayId: way.id, currentPassword })}
                aria-label={t('profile.ways.unlinkWay', { way: wayName(way, t) })}
              >
                {t('profile.ways.unlink')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <FormError message={unlink.problem} />
      {options.data && ways.data && (
        <LinkProviderButtons
          providers={options.data.oidcProviders}
          ways={list}
          currentPassword={currentPassword}
          onLinked={reload}
        />
      )}
      {options.data?.phone &&
        (addingPhone ? (
          <PhoneCodeForm
            purpose="link"
            submitLabel={t('profile.ways.linkNumber')}
            onCode={addPhone}
          />
        ) : (
          <div className={formStyles.actions}>
            <button type="button" className="button" onClick={() => setAddingPhone(true)}>
              {t('profile.ways.linkPhone')}
            </button>
          </div>
        ))}
    </ProfileSection>
  );
}
