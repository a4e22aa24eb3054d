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
  /** JSON lists of the onboarding picks (migration 0014). */
  favourite_genres: Generated<string>;
  favourite_titles: Generated<string>;
  /** AniList's names: POINT_100, POINT_10_DECIMAL, POINT_10, POINT_5, POINT_3 (decision 370). */
  score_scale: Generated<string>;
  /** The interface and title languages the user chose (migration 0021); null: none chosen. */
  language: string | null;
  title_language: string | null;
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
  /** The sign-in this session continues (refreshes keep it); null: created_at. */
  authenticated_at: EpochMillis | null;
}

export type ActionCodeMode = 'verifyEmail' | 'resetPassword' | 'verifyAndChangeEmail' | 'signIn';

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
  /** The token sealed with the instance secret, to show the address again; null before 0017. */
  token_sealed: string | null;
  created_at: EpochMillis;
}

/** A key the instance generated for itself, kept when the operator sets none (decision 120). */
export interface InstanceKeysTable {
  name: string;
  value: string;
  created_at: EpochMillis;
}

/** An authenticator app's secret, encrypted; unconfirmed until the first code is typed. */
export interface TotpFactorsTable {
  user_id: string;
  secret_ciphertext: string;
  confirmed_at: EpochMillis | null;
  /** The last 30-second step a code was accepted for: a code works once. */
  last_used_step: number | null;
  created_at: EpochMillis;
}

/** One-time recovery codes, stored only as their SHA-256. */
export interface RecoveryCodesTable {
  code_hash: string;
  user_id: string;
  created_at: EpochMillis;
}

/** A first factor passed, waiting for the second (the multi-factor-auth-required step). */
export interface MfaChallengesTable {
  token_hash: string;
  user_id: string;
  created_at: EpochMillis;
  expires_at: EpochMillis;
}

/** An outside identity that signs in to the account: `oidc:<provider id>` or `phone`. */
export interface LinkedIdentitiesTable {
  provider: string;
  subject: string;
  user_id: string;
  email: string | null;
  created_at: EpochMillis;
}

/** An OpenID Connect round trip under way, found again by its state. */
export interface OidcLoginsTable {
  state_hash: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  display: 'popup' | 'redirect';
  return_to: string;
  /** The signed-in account a round trip started from /profile links to; null for a sign-in. */
  link_user_id: string | null;
  created_at: EpochMillis;
  expires_at: EpochMillis;
}

/** A provider identity waiting for the matching account's password before it is linked. */
export interface PendingLinksTable {
  token_hash: string;
  user_id: string;
  provider: string;
  subject: string;
  email: string | null;
  created_at: EpochMillis;
  expires_at: EpochMillis;
}

/** A code texted to a phone; with user_id it links the number, without it signs in. */
export interface PhoneVerificationsTable {
  id_hash: string;
  phone_number: string;
  code_hash: string;
  user_id: string | null;
  attempts: Generated<number>;
  created_at: EpochMillis;
  expires_at: EpochMillis;
}

/** When a title left a list: older writes replayed from offline must not re-add it. */
export interface TrackedTitleDeletionsTable {
  user_id: string;
  media_type: 'tv' | 'movie';
  title_id: number;
  deleted_at: EpochMillis;
}

/** A personal access token for the public API, stored only as its SHA-256 (decision 235). */
export interface ApiTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  name: string;
  scope: 'read' | 'read-write';
  created_at: EpochMillis;
  last_used_at: EpochMillis | null;
  revoked_at: EpochMillis | null;
}

/** Airing alerts (migration 0007): one row per user who opened the Alerts settings. */
export interface AlertSettingsTable {
  user_id: string;
  time_zone: string;
  include_plan_to_watch: Generated<number>;
  /** 'HH:MM' in time_zone; both null: no quiet hours. */
  quiet_start: string | null;
  quiet_end: string | null;
  push_enabled: Generated<number>;
  email_enabled: Generated<number>;
  email_mode: Generated<'episode' | 'digest'>;
  digest_hour: Generated<number>;
  webhook_enabled: Generated<number>;
  webhook_url: string | null;
  /** The secret webhooks are signed with, sealed with the instance secret; made on first use. */
  webhook_secret_sealed: string | null;
  /** Whether a webhook goes out on each change of the user's lists. */
  webhook_list_changes: Generated<number>;
  updated_at: EpochMillis;
}

export interface AlertChannelStatesTable {
  user_id: string;
  channel: 'push' | 'email' | 'webhook';
  last_at: EpochMillis | null;
  last_ok: number | null;
  last_detail: string | null;
  /** The first failure of the current run of failures; null after a success. */
  failing_since: EpochMillis | null;
  paused: Generated<number>;
}

export interface PushSubscriptionsTable {
  /** SHA-256 of the endpoint, hex: endpoints are too long to index on every database. */
  endpoint_hash: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: EpochMillis;
}

export interface AlertMutesTable {
  user_id: string;
  media_type: 'tv' | 'movie';
  title_id: number;
  created_at: EpochMillis;
}

export type AlertDeliveryState = 'pending' | 'sent' | 'failed' | 'skipped';

export interface AlertDeliveriesTable {
  id: string;
  user_id: string;
  channel: 'push' | 'email' | 'webhook';
  /** The episode's identity, whichever list entry found it (decision 221). */
  episode_key: string;
  media_type: 'tv' | 'movie';
  title_id: number;
  show_name: string;
  /** The show's name for readers of a title language that names it otherwise (migration 0022). */
  show_name_romaji: string | null;
  show_name_english: string | null;
  show_name_native: string | null;
  season: number;
  episode: number;
  episode_name: string | null;
  airs_at: EpochMillis;
  /** When it is sent: the air time, after quiet hours, or the digest hour. */
  due_at: EpochMillis;
  state: AlertDeliveryState;
  attempts: Generated<number>;
  /** An instance sending it holds it until then; a crash lets another take it after. */
  claimed_until: EpochMillis | null;
  sent_at: EpochMillis | null;
  detail: string | null;
  created_at: EpochMillis;
}

/** A user's scrobbling webhook token: its SHA-256 to find it, sealed to show it again (decision 230). */
export interface ScrobbleTokensTable {
  user_id: string;
  /** Both null once the user revoked the address. */
  token_hash: string | null;
  sealed_token: string | null;
  created_at: EpochMillis;
}

/** What one media-server event did; the newest few hundred per user are kept. */
export interface ScrobbleLogTable {
  id: string;
  user_id: string;
  received_at: EpochMillis;
  server: string;
  event: string;
  outcome: string;
  reason: string;
  series_name: string | null;
  season: number | null;
  episode: number | null;
  /** JSON: the keys a title chosen for this event is remembered under. */
  choice_keys: string;
  media_type: 'tv' | 'movie' | null;
  title_id: number | null;
  title_name: string | null;
}

/** The title a user chose for events of one series (by the server's id or its exact name). */
export interface ScrobbleChoicesTable {
  user_id: string;
  choice_key: string;
  media_type: 'tv' | 'movie';
  title_id: number;
  created_at: EpochMillis;
}

/** How one title's episode numbers from media servers read, where the user set it. */
export interface ScrobbleMappingsTable {
  user_id: string;
  media_type: 'tv' | 'movie';
  title_id: number;
  numbering: string;
  season_offset: number;
  updated_at: EpochMillis;
}

/** Events already counted, by the SHA-256 of their idempotency key. */
export interface ScrobbleReceiptsTable {
  user_id: string;
  key_hash: string;
  received_at: EpochMillis;
}

/**
 * What a user keeps of one season of a show, or of a film (season 1), decision 370. Scores are
 * 0–100 (0: none); dates are MyAnimeList's YYYY-MM-DD, possibly partial (2021-00-00); tags are
 * a JSON list of strings as written; booleans are 0 or 1.
 */
export interface ListEntriesTable {
  user_id: string;
  media_type: 'tv' | 'movie';
  title_id: number;
  season: number;
  status: string;
  progress: number;
  score: Generated<number>;
  started_on: string | null;
  finished_on: string | null;
  rewatch_count: Generated<number>;
  rewatching: Generated<number>;
  notes: string | null;
  tags: Generated<string>;
  favourite: Generated<number>;
  mal_id: number | null;
  anilist_id: number | null;
  /** How the imported line named its title, its type and length (decision 399); null: not imported. */
  source_title: string | null;
  source_type: string | null;
  source_episodes: number | null;
  /** JSON: field name → epoch ms of the write that set it (decision 091). */
  field_times: Generated<string>;
  created_at: EpochMillis;
  updated_at: EpochMillis;
}

/**
 * An imported line no catalogue title matched, kept whole for the exports (decision 399):
 * `line_key` is `mal:ID` or `anilist:ID`; `listed` is the line's own {title, type, episodes} and
 * `record` its PersonalRecord, both JSON.
 */
export interface KeptSourceLinesTable {
  user_id: string;
  line_key: string;
  mal_id: number | null;
  anilist_id: number | null;
  status: string;
  listed: string;
  record: string;
  created_at: EpochMillis;
  updated_at: EpochMillis;
}

/** One rewatch of a season (pass 1 is the first rewatch), with its own dates and progress. */
export interface WatchPassesTable {
  user_id: string;
  media_type: 'tv' | 'movie';
  title_id: number;
  season: number;
  pass: number;
  progress: Generated<number>;
  started_on: string | null;
  finished_on: string | null;
}

/** Episodes first..last of one season and pass (0: the first watch) watched at `at`; null: undated. */
export interface WatchHistoryTable {
  user_id: string;
  media_type: 'tv' | 'movie';
  title_id: number;
  season: number;
  pass: Generated<number>;
  first_episode: number;
  last_episode: number;
  at: EpochMillis | null;
}

/** What Kitsu told us about one title (decision 290); `episodes` is a JSON list. */
export interface MetadataTitlesTable {
  mal_id: number;
  kitsu_id: string | null;
  synopsis: string | null;
  poster_url: string | null;
  episode_count: number | null;
  airing_status: string | null;
  episodes: string;
  fetched_at: EpochMillis | null;
  refresh_at: EpochMillis;
  failures: number;
}

/** How many people follow one of this season's or last season's titles on Kitsu. */
export interface MetadataPopularityTable {
  mal_id: number;
  user_count: number;
  fetched_at: EpochMillis;
}

export interface DatabaseSchema {
  users: UsersTable;
  sessions: SessionsTable;
  action_codes: ActionCodesTable;
  mail_outbox: MailOutboxTable;
  tracked_titles: TrackedTitlesTable;
  list_entries: ListEntriesTable;
  kept_source_lines: KeptSourceLinesTable;
  watch_passes: WatchPassesTable;
  watch_history: WatchHistoryTable;
  tracked_title_deletions: TrackedTitleDeletionsTable;
  metadata_titles: MetadataTitlesTable;
  metadata_popularity: MetadataPopularityTable;
  list_versions: ListVersionsTable;
  calendar_tokens: CalendarTokensTable;
  instance_keys: InstanceKeysTable;
  totp_factors: TotpFactorsTable;
  recovery_codes: RecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
  linked_identities: LinkedIdentitiesTable;
  oidc_logins: OidcLoginsTable;
  pending_links: PendingLinksTable;
  phone_verifications: PhoneVerificationsTable;
  api_tokens: ApiTokensTable;
  alert_settings: AlertSettingsTable;
  alert_channel_states: AlertChannelStatesTable;
  push_subscriptions: PushSubscriptionsTable;
  alert_mutes: AlertMutesTable;
  alert_deliveries: AlertDeliveriesTable;
  scrobble_tokens: ScrobbleTokensTable;
  scrobble_log: ScrobbleLogTable;
  scrobble_choices: ScrobbleChoicesTable;
  scrobble_mappings: ScrobbleMappingsTable;
  scrobble_receipts: ScrobbleReceiptsTable;
}
