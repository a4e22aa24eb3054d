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

/** One title a user tracks (spec §3), keyed by (user_id, media_type, title_id). */
export interface TrackedTitlesTable {
  user_id: string;
  media_type: 'tv' | 'movie';
  title_id: number;
  status: string;
  current_season: number;
  current_episode: number;
  title: string | null;
  name: string | null;
  poster_path: string | null;
  overview: string | null;
  vote_average: number | null;
  first_air_date: string | null;
  release_date: string | null;
  /** JSON: [{id, name}]. */
  genres: string | null;
  /** JSON: the AniList extras that were written (source, trailer, episodes, …). */
  extras: string | null;
  /** JSON: field name → epoch ms of the write that set it (decision 091). */
  field_times: string;
  tracked_at: EpochMillis;
  updated_at: EpochMillis;
}

/** Bumped by every change to a user's list: the ETag and the live events' change id. */
export interface ListVersionsTable {
  user_id: string;
  version: number;
}

/** The private iCal feed's token, stored only as its SHA-256. */
export interface CalendarTokensTable {
  user_id: string;
  token_hash: string;
  created_at: EpochMillis;
}

export interface DatabaseSchema {
  users: UsersTable;
  sessions: SessionsTable;
  action_codes: ActionCodesTable;
  mail_outbox: MailOutboxTable;
  tracked_titles: TrackedTitlesTable;
  list_versions: ListVersionsTable;
  calendar_tokens: CalendarTokensTable;
}
