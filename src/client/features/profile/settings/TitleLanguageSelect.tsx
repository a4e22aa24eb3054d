import { useId } from 'react';
import {
  TITLE_LANGUAGES,
  isTitleLanguage,
  type TitleLanguage,
} from '../../../../shared/i18n/title-language';
import { useMessages, type MessageId } from '../../../i18n/messages';
import { useTitleLanguage } from '../../../lib/title-language/use-title-names';
import { useAuth } from '../../auth/auth-context';
import { FormError } from '../../auth/forms/FormMessages';
import { useAccountMutation } from '../../auth/use-account-mutation';
import { updateProfile } from '../profile-api';
import { ProfileSection } from '../ProfileSection';
import formStyles from '../../auth/forms/forms.module.css';

const optionName = (language: TitleLanguage): MessageId => `settings.titleLanguage.${language}`;

/**
 * Issue 35: which of a title's names leads on every card, page, row and result, as AniList
 * offers it; applied on change, kept on the account so it follows the user to every browser.
 */
export function TitleLanguageSelect() {
  const t = useMessages();
  const { setProfile } = useAuth();
  const save = useAccountMutation(updateProfile, setProfile);
  const id = useId();
  const saved = useTitleLanguage();
  const shown = save.isPending ? (save.variables?.['profile.titleLanguage'] ?? saved) : saved;

  return (
    <ProfileSection title={t('settings.titleLanguage.label')}>
      <div className={formStyles.field}>
        <label htmlFor={id} className={formStyles.label}>
          {t('settings.titleLanguage.label')}
        </label>
        <select
          id={id}
          className={formStyles.input}
          value={shown}
          disabled={save.isPending}
          onChange={(event) => {
            const picked = event.target.value;
            if (isTitleLanguage(picked)) save.mutate({ 'profile.titleLanguage': picked });
          }}
        >
          {TITLE_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(optionName(language))}
            </option>
          ))}
        </select>
      </div>
      <FormError message={save.problem} />
    </ProfileSection>
  );
}
