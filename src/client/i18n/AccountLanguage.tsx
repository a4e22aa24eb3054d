import { useEffect } from 'react';
import { negotiateLanguage } from '../../shared/i18n/languages';
import { useAuth } from '../features/auth/auth-context';
import { applyLanguage } from './language-choice';

/** The language the browser asks for, among those offered. */
export const browserLanguage = () => negotiateLanguage(navigator.languages);

/**
 * The signed-in user's language, chosen on another device or browser, applied once the session
 * says who they are. Signed out, the page keeps the language it started in.
 */
export function AccountLanguage() {
  const chosen = useAuth().currentUser?.profile.language;
  useEffect(() => {
    if (chosen !== undefined) void applyLanguage(chosen, browserLanguage);
  }, [chosen]);
  return null;
}
