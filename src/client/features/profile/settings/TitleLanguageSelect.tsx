import {
  TITLE_LANGUAGES,
  isTitleLanguage,
  type TitleLanguage,
} from '../../../../shared/i18n/title-language';
import { useMessages, type MessageId } from '../../../i18n/messages';
import { useTitleLanguage } from '../../../lib/title-language/use-title-names';
import { ProfileChoice } from './ProfileChoice';

const optionName = (language: TitleLanguage): MessageId => `settings.titleLanguage.${language}`;

/**
 * Issue 35: which of a title's names leads on every card, page, row and result, as AniList
 * offers it; applied on change, kept on the account so it follows the user to every browser.
 */
export function TitleLanguageSelect() {
  const t = useMessages();
  return (
    <ProfileChoice
      field="profile.titleLanguage"
      saved={useTitleLanguage()}
      options={TITLE_LANGUAGES}
      isOption={isTitleLanguage}
      optionLabel={(language) => t(optionName(language))}
      title={t('settings.titleLanguage.label')}
      label={t('settings.titleLanguage.label')}
    />
  );
}
