import {
  LANGUAGES,
  OFFERED_LANGUAGES,
  isLanguage,
  type Language,
} from '../../../../shared/i18n/languages';
import { browserLanguage } from '../../../i18n/AccountLanguage';
import { applyLanguage } from '../../../i18n/language-choice';
import { useMessages } from '../../../i18n/messages';
import { ProfileChoice } from './ProfileChoice';

/**
 * Issue 35: the interface's language, each named in itself, applied as soon as it is picked and
 * kept on the account for every device.
 */
export function LanguageSelect({ language }: { language: Language | null }) {
  const t = useMessages();
  return (
    <ProfileChoice
      field="profile.language"
      saved={language ?? browserLanguage()}
      options={OFFERED_LANGUAGES}
      isOption={(value): value is Language =>
        isLanguage(value) && OFFERED_LANGUAGES.includes(value)
      }
      optionLabel={(tag) => LANGUAGES[tag]}
      optionLang={(tag) => tag}
      title={t('settings.language')}
      label={t('settings.language')}
      onPick={(picked) => void applyLanguage(picked, browserLanguage)}
    />
  );
}
