import {
  OFFERED_LANGUAGES,
  SOURCE_LANGUAGE,
  isLanguage,
  negotiateLanguage,
  parseAcceptLanguage,
  type Language,
} from '../../shared/i18n/languages';
import { LANGUAGE_COOKIE, TITLE_LANGUAGE_COOKIE } from '../../shared/i18n/language-cookie';
import { readTitleLanguage, type TitleLanguage } from '../../shared/i18n/title-language';
import { readerTitleLanguage } from '../../shared/title-display-name';

/** What a page request says about its reader's language. */
export interface LanguageHints {
  cookies: Partial<Record<string, string>>;
  headers: { 'accept-language'?: string | string[] };
}

/**
 * The language a page is sent in (issue 35): the one this browser was last set to, else the
 * first of the browser's languages we offer, else English. The app starts from the same two.
 */
export function pageLanguage(
  request: LanguageHints,
  offered: readonly Language[] = OFFERED_LANGUAGES,
): Language {
  const remembered = request.cookies[LANGUAGE_COOKIE];
  if (isLanguage(remembered) && offered.includes(remembered)) return remembered;
  const header = request.headers['accept-language'];
  return negotiateLanguage(
    parseAcceptLanguage(Array.isArray(header) ? header[0] : header),
    offered,
  );
}

/**
 * Which of a title's names a page leads with (decision 448): the one this browser's account chose,
 * else the visitors' default for the page's language (decision 433).
 */
export function pageTitleLanguage(request: LanguageHints, language: Language): TitleLanguage {
  return readerTitleLanguage(readTitleLanguage(request.cookies[TITLE_LANGUAGE_COOKIE]), language);
}

const SOURCE_HTML_ELEMENT = `<html lang="${SOURCE_LANGUAGE}">`;

/** The page marked as written in the language, as screen readers and translators read it. */
export function withPageLanguage(page: string, language: Language): string {
  if (language === SOURCE_LANGUAGE) return page;
  return page.replace(SOURCE_HTML_ELEMENT, () => `<html lang="${language}">`);
}
