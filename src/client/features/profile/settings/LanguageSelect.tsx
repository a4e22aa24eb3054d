import { useId } from 'react';
import {
  LANGUAGES,
  OFFERED_LANGUAGES,
  isLanguage,
  type Language,
} from '../../../../shared/i18n/languages';
import { browserLanguage } from '../../../i18n/AccountLanguage';
import { applyLanguage } from '../../../i18n/language-choice';
import { useMessages } from '../../../i18n/messages';
import { useAuth } from '../../auth/auth-context';
import { FormError } from '../../auth/forms/FormMessages';
import { useAccountMutation } from '../../auth/use-account-mutation';
import { updateProfile } from '../profile-api';
import { ProfileSection } from '../ProfileSection';
import formStyles from '../../auth/forms/forms.module.css';

/**
 * Issue 35: the interface's language, each named in itself, applied as soon as it is picked and
 * kept on the account for every device. Shown once there is more than one to pick (decision 413).
 */
export function LanguageSelect({ language }: { language: Language | null }) {
  const t = useMessages();
  const { setProfile } = useAuth();
  const save = useAccountMutation(updateProfile, setProfile);
  const id = useId();
  if (OFFERED_LANGUAGES.length < 2) return null;
  const saved = language ?? browserLanguage();
  const shown = save.isPending ? (save.variables?.['profile.language'] ?? saved) : saved;

  return (
    <ProfileSection title={t('settings.language')}>
      <div className={formStyles.field}>
        <label htmlFor={id} className={formStyles.label}>
          {t('settings.language')}
        </label>
        <select
          id={id}
          className={formStyles.input}
          value={shown}
          disabled={save.isPending}
          onChange={(event) => {
            const picked = event.target.value;
            if (!isLanguage(picked)) return;
            void applyLanguage(picked, browserLanguage);
            save.mutate({ 'profile.language': picked });
          }}
        >
          {OFFERED_LANGUAGES.map((tag) => (
            <option key={tag} value={tag} lang={tag}>
              {LANGUAGES[tag]}
            </option>
          ))}
        </select>
      </div>
      <FormError message={save.problem} />
    </ProfileSection>
  );
}
