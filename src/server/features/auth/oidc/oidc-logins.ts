import type { Selectable } from 'kysely';
import type { OidcLoginsTable } from '../../../db/schema';
import type { Clock } from '../clock';
import { digestOf } from '../secrets';
import type { Executor } from '../users';

export type OidcLoginRow = Selectable<OidcLoginsTable>;

/** Time to choose an account and consent at the provider; the provider's code lives shorter. */
export const LOGIN_LIFETIME_MS = 10 * 60_000;

/** Round trips under way, kept in the database so any instance can take the callback. */
export class OidcLogins {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  async remember(
    state: string,
    login: Omit<OidcLoginRow, 'state_hash' | 'created_at' | 'expires_at'>,
  ): Promise<void> {
    const now = this.clock.now();
    await this.db.deleteFrom('oidc_logins').where('expires_at', '<=', now).execute();
    await this.db
      .insertInto('oidc_logins')
      .values({
        ...login,
        state_hash: digestOf(state),
        created_at: now,
        expires_at: now + LOGIN_LIFETIME_MS,
      })
      .execute();
  }

  /** The round trip this state started, spent on the way: a state works once. */
  async take(state: string): Promise<OidcLoginRow | undefined> {
    const row = await this.db
      .selectFrom('oidc_logins')
      .selectAll()
      .where('state_hash', '=', digestOf(state))
      .executeTakeFirst();
    if (!row) return undefined;
    const deleted = await this.db
      .deleteFrom('oidc_logins')
      .where('state_hash', '=', row.state_hash)
      .executeTakeFirst();
    if (deleted.numDeletedRows === 0n || row.expires_at <= this.clock.now()) return undefined;
    return row;
  }
}
