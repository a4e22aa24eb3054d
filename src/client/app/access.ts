/** Who may open a guarded route, and where everybody else is sent (spec §2 routes table). */
export type AccessRule =
  | { kind: 'signed-out-only'; redirectTo: string }
  | { kind: 'signed-in'; redirectTo: string }
  | { kind: 'admin'; redirectTo: string };

export const ACCESS = {
  login: { kind: 'signed-out-only', redirectTo: '/mylists' },
  myLists: { kind: 'signed-in', redirectTo: '/login' },
  profile: { kind: 'signed-in', redirectTo: '/' },
  admin: { kind: 'admin', redirectTo: '/' },
} as const satisfies Record<string, AccessRule>;

/** Where to send this visitor instead, or null when they may stay. */
export function accessRedirect(rule: AccessRule, user: { isAdmin: boolean } | null): string | null {
  switch (rule.kind) {
    case 'signed-out-only':
      return user ? rule.redirectTo : null;
    case 'signed-in':
      return user ? null : rule.redirectTo;
    case 'admin':
      return user?.isAdmin ? null : rule.redirectTo;
  }
}
