import type { ShellMessageId } from '../i18n/messages';

/**
 * The static pages, linked from the footer and the menu. A module of their own: the footer is on
 * the first route and the menu's icons are not (decision 454).
 */
export const PAGE_LINKS: readonly { label: ShellMessageId; to: string }[] = [
  { label: 'shell.nav.about', to: '/about' },
  { label: 'shell.nav.contact', to: '/contact' },
  { label: 'shell.nav.privacy', to: '/privacy' },
  { label: 'shell.nav.terms', to: '/terms' },
];
