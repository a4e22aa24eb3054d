import { OFFERED_LANGUAGES, isLanguage, type Language } from '../../shared/i18n/languages';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
} from '../../shared/i18n/language-cookie';
import { i18n, switchLanguage } from './i18n';

/** The language this browser was last told to use, when it is one we offer. */
export function rememberedLanguage(): Language | undefined {
  const prefix = `${LANGUAGE_COOKIE}=`;
  const pair = document.cookie.split('; ').find((each) => each.startsWith(prefix));
  const tag = pair && decodeURIComponent(pair.slice(prefix.length));
  return isLanguage(tag) && OFFERED_LANGUAGES.includes(tag) ? tag : undefined;
}

/** Keeps the choice for this browser's next page, or forgets it so the browser's own applies. */
function rememberLanguage(language: Language | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = language ?? '';
  const maxAge = language === null ? 0 : LANGUAGE_COOKIE_MAX_AGE_SECONDS;
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
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
