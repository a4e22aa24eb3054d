import { useEffect } from 'react';
import { negotiateLanguage } from '../../shared/i18n/languages';
import { useAuth } from '../features/auth/auth-context';
import { rememberTitleLanguage } from '../lib/title-language/use-title-names';
import { applyLanguage } from './language-choice';

/** The language the browser asks for, among those offered. */
export const browserLanguage = () => negotiateLanguage(navigator.languages);

/**
 * The signed-in user's language, chosen on another device or browser, applied once the session
 * says who they are, and their title language remembered for this browser's next page. Signed
 * out, the page keeps the languages it started in.
 */
export function AccountLanguage() {
  const profile = useAuth().currentUser?.profile;
  const chosen = profile?.language;
  const titleLanguage = profile?.titleLanguage;
  useEffect(() => {
    if (chosen !== undefined) void applyLanguage(chosen, browserLanguage);
  }, [chosen]);
  useEffect(() => {
    if (titleLanguage !== undefined) rememberTitleLanguage(titleLanguage);
  }, [titleLanguage]);
  return null;
}
