import { OFFERED_LANGUAGES, isLanguage, type Language } from '../../shared/i18n/languages';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
} from '../../shared/i18n/language-cookie';
import { cookieValues, setSiteCookie } from '../lib/cookies';
import { i18n, switchLanguage } from './i18n';

/** The language this browser was last told to use, when it is one we offer. */
export function rememberedLanguage(): Language | undefined {
  const [tag] = cookieValues(LANGUAGE_COOKIE);
  return isLanguage(tag) && OFFERED_LANGUAGES.includes(tag) ? tag : undefined;
}

/** Keeps the choice for this browser's next page, or forgets it so the browser's own applies. */
function rememberLanguage(language: Language | null): void {
  if (language === null) setSiteCookie(LANGUAGE_COOKIE, '', 0);
  else setSiteCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_MAX_AGE_SECONDS);
}

/**
 * Applies a chosen language at once, remembered for this browser's next page: null returns to
 * the browser's own languages. A language we do not offer (yet) is left unapplied.
 */
export async function applyLanguage(
  chosen: Language | null,
  browserLanguage: () => Language,
): Promise<void> {
  if (chosen !== null && !OFFERED_LANGUAGES.includes(chosen)) return;
  rememberLanguage(chosen);
  const language = chosen ?? browserLanguage();
  if (language !== i18n.locale) await switchLanguage(language);
  document.documentElement.lang = language;
}
