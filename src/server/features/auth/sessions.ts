import type { Selectable } from 'kysely';
import type { SessionsTable } from '../../db/schema';
import type { Clock } from './clock';
import { digestOf, newSecretToken } from './secrets';
import type { Executor, UserRow } from './users';

export type SessionRow = Selectable<SessionsTable>;

export interface IssuedSession {
  /** The only copy of the token: it goes into the cookie, the database keeps its digest. */
  token: string;
  expiresAt: number;
}

/**
 * A session slides forward at most this often, so the 3-second verification poll
 * reads one row and writes nothing.
 */
const SLIDE_INTERVAL_MS = 3_600_000;

const USER_AGENT_MAX = 500;

export class SessionStore {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly lifetimeMs: number,
  ) {}

  /** `authenticatedAt`: the sign-in a refreshed session continues; a new sign-in is now. */
  async issue(
    userId: string,
    userAgent: string | undefined,
    db: Executor = this.db,
    authenticatedAt?: number,
  ): Promise<IssuedSession> {
    const token = newSecretToken();
    const now = this.clock.now();
    const expiresAt = now + this.lifetimeMs;
    await db
      .insertInto('sessions')
      .values({
        token_hash: digestOf(token),
        user_id: userId,
        created_at: now,
        expires_at: expiresAt,
        last_seen_at: now,
        user_agent: userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        authenticated_at: authenticatedAt ?? now,
      })
      .execute();
    return { token, expiresAt };
  }

  /** The session and its user in one indexed read. */
  async find(token: string): Promise<{ session: SessionRow; user: UserRow } | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select([
        'sessions.token_hash',
        'sessions.user_id',
        'sessions.created_at as session_created_at',
        'sessions.expires_at',
        'sessions.last_seen_at',
        'sessions.user_agent',
        'sessions.authenticated_at',
      ])
      .where('sessions.token_hash', '=', digestOf(token))
      .executeTakeFirst();
    if (!row) return undefined;
    const {
      token_hash,
      user_id,
      session_created_at,
      expires_at,
      last_seen_at,
      user_agent,
      authenticated_at,
      ...user
    } = row;
    return {
      session: {
        token_hash,
        user_id,
        created_at: session_created_at,
        expires_at,
        last_seen_at,
        user_agent,
        authenticated_at,
      },
      user,
    };
  }

  isExpired(session: SessionRow): boolean {
    return session.expires_at <= this.clock.now();
  }

  /** Moves the expiry a full lifetime ahead when the session was last moved over an hour ago. */
  async slide(session: SessionRow): Promise<number | null> {
    const now = this.clock.now();
    if (now - session.last_seen_at < SLIDE_INTERVAL_MS) return null;
    const expiresAt = now + this.lifetimeMs;
    await this.db
      .updateTable('sessions')
      .set({ last_seen_at: now, expires_at: expiresAt })
      .where('token_hash', '=', session.token_hash)
      .execute();
    return expiresAt;
  }

  async end(token: string, db: Executor = this.db): Promise<void> {
    await db.deleteFrom('sessions').where('token_hash', '=', digestOf(token)).execute();
  }

  async endAllOf(userId: string, db: Executor = this.db): Promise<void> {
    await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }

  async endExpiredOf(userId: string): Promise<void> {
    await this.db
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where('expires_at', '<=', this.clock.now())
      .execute();
  }
}
