import type { Selectable } from 'kysely';
import type { ActionCodeMode, ActionCodesTable } from '../../db/schema';
import { authError } from './auth-error';
import type { Clock } from './clock';
import { digestOf, newSecretToken } from './secrets';
import type { Executor } from './users';

export type ActionCodeRow = Selectable<ActionCodesTable>;

const HOUR_MS = 3_600_000;

/** How long each kind of e-mailed link works. */
const ACTION_CODE_LIFETIME_MS: Record<ActionCodeMode, number> = {
  verifyEmail: 72 * HOUR_MS,
  resetPassword: HOUR_MS,
  verifyAndChangeEmail: 24 * HOUR_MS,
  // A sign-in link opens a session: it works for minutes, not hours (decision 121).
  signIn: HOUR_MS / 4,
};

export class ActionCodeStore {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  /** A new code for the link; the user's expired codes are cleared on the way. */
  async issue(userId: string, mode: ActionCodeMode, email: string): Promise<string> {
    const code = newSecretToken();
    const now = this.clock.now();
    await this.db
      .deleteFrom('action_codes')
      .where('user_id', '=', userId)
      .where('expires_at', '<=', now)
      .execute();
    await this.db
      .insertInto('action_codes')
      .values({
        code_hash: digestOf(code),
        user_id: userId,
        mode,
        email,
        created_at: now,
        expires_at: now + ACTION_CODE_LIFETIME_MS[mode],
      })
      .execute();
    return code;
  }

  /** The live code of this mode, or invalid-action-code / expired-action-code. */
  async check(mode: ActionCodeMode, code: string, db: Executor = this.db): Promise<ActionCodeRow> {
    const row = await db
      .selectFrom('action_codes')
      .selectAll()
      .where('code_hash', '=', digestOf(code))
      .executeTakeFirst();
    if (!row || row.mode !== mode) throw authError('invalid-action-code');
    if (row.expires_at <= this.clock.now()) {
      await db.deleteFrom('action_codes').where('code_hash', '=', row.code_hash).execute();
      throw authError('expired-action-code');
    }
    return row;
  }

  /** Deleting is what makes a code single-use: of two racing requests only one deletes the row. */
  async consume(row: ActionCodeRow, db: Executor): Promise<void> {
    const result = await db
      .deleteFrom('action_codes')
      .where('code_hash', '=', row.code_hash)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) throw authError('invalid-action-code');
  }

  async discardAll(userId: string, modes: ActionCodeMode[], db: Executor): Promise<void> {
    await db
      .deleteFrom('action_codes')
      .where('user_id', '=', userId)
      .where('mode', 'in', modes)
      .execute();
  }
}
