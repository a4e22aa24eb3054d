import type { ActionMode } from '../../../shared/auth-api';

/** Listed here rather than read from the shared schemas, which would pull zod into the shell. */
const MODES = [
  'verifyEmail',
  'resetPassword',
  'verifyAndChangeEmail',
] as const satisfies readonly ActionMode[];
const MAX_CODE_LENGTH = 200;

export interface ActionLink {
  mode: ActionMode;
  oobCode: string;
}

function isMode(value: string | null): value is ActionMode {
  return MODES.some((mode) => mode === value);
}

/** An e-mailed link's `?mode=<mode>&oobCode=<code>` (decision 058), or null when this is none. */
export function readActionLink(search: string): ActionLink | null {
  const params = new URLSearchParams(search);
  const mode = params.get('mode');
  const oobCode = params.get('oobCode');
  if (!isMode(mode) || !oobCode || oobCode.length > MAX_CODE_LENGTH) return null;
  return { mode, oobCode };
}
