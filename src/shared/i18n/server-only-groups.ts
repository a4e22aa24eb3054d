/**
 * Catalogue groups only the server words (issue 35): `mail` for the action mails and the sign-in
 * text message, `notifications` for alerts, digests, pushes and webhook lines, `calendar` for the
 * iCal feed, `summary` for the yearly summary picture. They live beside
 * the app's groups so every word of a language is in one folder and the same completeness test
 * covers them, but the app never loads them (src/build/lingui-catalogues.ts leaves them out).
 */
export const SERVER_ONLY_GROUPS = ['mail', 'notifications', 'calendar', 'summary'] as const;
