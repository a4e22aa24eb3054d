import type { Generated } from 'kysely';

/** Timestamps are epoch milliseconds in both dialects, so ordering and arithmetic are identical. */
export type EpochMillis = number;

export interface UsersTable {
  id: string;
  email: string;
  email_verified: Generated<number>;
  password_hash: string | null;
  display_name: string | null;
  photo_url: string | null;
  disabled: Generated<number>;
  username: string;
  onboarding_complete: Generated<number>;
  allow_adult: Generated<number>;
  created_at: EpochMillis;
  updated_at: EpochMillis;
  last_sign_in_at: EpochMillis | null;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: EpochMillis;
  expires_at: EpochMillis;
  last_seen_at: EpochMillis;
  user_agent: string | null;
}

export type ActionCodeMode = 'verifyEmail' | 'resetPassword' | 'verifyAndChangeEmail';

/** Single-use codes of e-mailed links; only their SHA-256 is stored. */
export interface ActionCodesTable {
  code_hash: string;
  user_id: string;
  mode: ActionCodeMode;
  /** The address the link was sent to: the account's for verify and reset, the new one for a change. */
  email: string;
  created_at: EpochMillis;
  expires_at: EpochMillis;
}

/** Mail kept locally when no SMTP server is configured. */
export interface MailOutboxTable {
  id: string;
  user_id: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  link: string | null;
  created_at: EpochMillis;
}

export interface DatabaseSchema {
  users: UsersTable;
  sessions: SessionsTable;
  action_codes: ActionCodesTable;
  mail_outbox: MailOutboxTable;
}
