import type { Migration } from 'kysely';
import * as accounts from './0001-accounts';

/** Listed in code rather than read from a folder, so the bundled server carries them. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
};
