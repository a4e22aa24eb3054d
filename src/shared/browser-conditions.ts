/**
 * Conditions only the browser can see when a call or a sign-in way fails: the popup and the
 * network. Apart from the sign-in ways' messages because every call reports the network's
 * (src/client/lib/api.ts), on the first route too (decision 454).
 */
export const BROWSER_CONDITION_MESSAGES = {
  'popup-closed-by-user': 'The sign-in window was closed before signing in finished.',
  'popup-blocked':
    'The browser blocked the sign-in window. Allow pop-ups for this site, or continue in this tab.',
  'network-request-failed': 'The server could not be reached. Check your connection and try again.',
} as const;

export type BrowserConditionCode = keyof typeof BROWSER_CONDITION_MESSAGES;
