import { readActionLink } from '../features/auth/action-link';
import { isRestorablePath } from './last-path';

/** Who may open a guarded route, and where everybody else is sent (spec §2 routes table). */
export type AccessRule =
  | { kind: 'signed-out-only'; redirectTo: string }
  | { kind: 'signed-in'; redirectTo: string }
  | { kind: 'admin'; redirectTo: string };

export const ACCESS = {
  login: { kind: 'signed-out-only', redirectTo: '/mylists' },
  myLists: { kind: 'signed-in', redirectTo: '/login' },
  profile: { kind: 'signed-in', redirectTo: '/' },
  stats: { kind: 'signed-in', redirectTo: '/login' },
  admin: { kind: 'admin', redirectTo: '/' },
} as const satisfies Record<string, AccessRule>;

export interface AddressSeen {
  search: string;
  /** `state.from`: where a guard sent the visitor away from, to return there after signing in. */
  from?: unknown;
}

function returnPath(from: unknown): string | null {
  return typeof from === 'string' && isRestorablePath(from) && !from.startsWith('/login')
    ? from
    : null;
}

/** Where to send this visitor instead, or null when they may stay. */
export function accessRedirect(
  rule: AccessRule,
  user: { isAdmin: boolean } | null,
  address: AddressSeen = { search: '' },
): string | null {
  switch (rule.kind) {
    case 'signed-out-only':
      // An e-mailed action link is handled on /login whoever is signed in.
      if (!user || readActionLink(address.search)) return null;
      return returnPath(address.from) ?? rule.redirectTo;
    case 'signed-in':
      return user ? null : rule.redirectTo;
    case 'admin':
      return user?.isAdmin ? null : rule.redirectTo;
  }
}
