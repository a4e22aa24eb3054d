import {
  OFFERED_LANGUAGES,
  SOURCE_LANGUAGE,
  readLanguage,
  type Language,
} from '../../shared/i18n/languages';
import { readTitleLanguage, type TitleLanguage } from '../../shared/i18n/title-language';
import { readerTitleLanguage } from '../../shared/title-display-name';

/** The languages a mail, text message or alert to one user is written in (decision 440). */
export interface Reader {
  language: Language;
  /** Which of a title's names leads (decision 433). */
  titleLanguage: TitleLanguage;
}

/** The languages an account chose, as the users row keeps them (null: none chosen). */
export interface AccountLanguages {
  language: string | null;
  title_language: string | null;
}

/**
 * The account's own choice where it made one we still offer; else `fallback`: the language of the
 * page the request came from when there is one, English for what the server sends on its own.
 */
export function readerOf(
  account: AccountLanguages | undefined,
  fallback: Language = SOURCE_LANGUAGE,
  offered: readonly Language[] = OFFERED_LANGUAGES,
): Reader {
  const chosen = readLanguage(account?.language);
  const language = chosen && offered.includes(chosen) ? chosen : fallback;
  return {
    language,
    titleLanguage: readerTitleLanguage(readTitleLanguage(account?.title_language), language),
  };
}
