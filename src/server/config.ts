import path from 'node:path';
import { z } from 'zod';
import { oidcProvidersSetting, type OidcProviderSetting } from './features/auth/oidc/oidc-settings';
import { imageHostsSetting } from './features/images/image-hosts';
import { trustProxySetting, type TrustProxy } from './trust-proxy';
import { POSTER_IMAGE_BASE } from '../shared/catalogue-constants';

/** The newest bangumi-data release of the 0.3 line, as the npm package serves it over a CDN. */
export const DEFAULT_CATALOGUE_UPDATE_URL =
  'https://cdn.jsdelivr.net/npm/bangumi-data@0.3/dist/data.json';

/** anime-offline-database's newest weekly release, zstd-compressed (decision 281). */
export const DEFAULT_OFFLINE_DATABASE_URL =
  'https://github.com/manami-project/anime-offline-database/releases/latest/download/anime-offline-database-minified.json.zst';

/** Kitsu's JSON:API, which adds synopses, covers and episode titles to the catalogue. */
export const DEFAULT_METADATA_URL = 'https://kitsu.app/api/edge';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes')
  .optional();

const urlText = (protocols: string[]) =>
  optionalText.refine(
    (value) =>
      value === undefined ||
      (URL.canParse(value) && protocols.includes(new URL(value).protocol.replace(':', ''))),
    { message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}` },
  );

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PUBLIC_URL: urlText(['http', 'https']),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySetting,
  DATA_DIR: z.string().trim().min(1).default('./data'),
  SQLITE_FILE: optionalText,
  DATABASE_URL: urlText(['postgres', 'postgresql']),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_PREPARED_STATEMENTS: booleanFlag,
  CLIENT_DIR: optionalText,
  SERVE_SOURCE_MAPS: booleanFlag,
  APP_API_KEY: optionalText,
  APP_AUTH_DOMAIN: optionalText,
  APP_PROJECT_ID: optionalText,
  APP_STORAGE_BUCKET: optionalText,
  APP_MESSAGING_SENDER_ID: optionalText,
  APP_ID: optionalText,
  BOT_CHECK_SITE_KEY: optionalText,
  ADMIN_USER_ID: optionalText,
  CATALOGUE_FILE: optionalText,
  CATALOGUE_UPDATE_URL: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)),
      {
        message: 'must be empty (no updates) or a URL starting with http:// or https://',
      },
    )
    .default(DEFAULT_CATALOGUE_UPDATE_URL),
  ANIME_OFFLINE_DATABASE_URL: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)),
      {
        message:
          'must be empty (no anime-offline-database) or a URL starting with http:// or https://',
      },
    )
    .default(DEFAULT_OFFLINE_DATABASE_URL),
  METADATA_URL: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)),
      { message: 'must be empty (no enrichment) or a URL starting with http:// or https://' },
    )
    .default(DEFAULT_METADATA_URL),
  TMDB_API_KEY: optionalText,
  TMDB_READ_TOKEN: optionalText,
  TMDB_BASE_URL: urlText(['http', 'https']),
  TMDB_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  TMDB_IMAGE_BASE_URL: urlText(['http', 'https']),
  IMAGE_HOSTS: imageHostsSetting,
  IMAGE_CACHE_MB: z.coerce
    .number({ message: 'must be a number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(1, 'must be between 1 and 1000000')
    .max(1_000_000, 'must be between 1 and 1000000')
    .default(500),
  IMAGE_ALLOW_PRIVATE: booleanFlag,
  ANILIST_ENABLED: booleanFlag,
  ANILIST_URL: urlText(['http', 'https']),
  ANILIST_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(90).default(30),
  SESSION_LIFETIME_DAYS: z.coerce
    .number({ message: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be between 1 and 365')
    .max(365, 'must be between 1 and 365')
    .default(14),
  SIGN_UPS_PER_HOUR_PER_IP: z.coerce
    .number({ message: 'must be a number of accounts' })
    .int('must be a whole number of accounts')
    .min(1, 'must be between 1 and 100000')
    .max(100_000, 'must be between 1 and 100000')
    .default(10),
  CATALOGUE_CALLS_PER_MINUTE_PER_IP: z.coerce
    .number({ message: 'must be a number of calls' })
    .int('must be a whole number of calls')
    .min(1, 'must be between 1 and 10000000')
    .max(10_000_000, 'must be between 1 and 10000000')
    .default(600),
  SMTP_URL: urlText(['smtp', 'smtps']),
  MAIL_FROM: optionalText,
  BOT_CHECK_SECRET: optionalText,
  BOT_CHECK_VERIFY_URL: urlText(['http', 'https']),
  BOT_CHECK_DEBUG_TOKEN: optionalText,
  AUTH_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters (it derives the keys that encrypt sign-in secrets)',
  }),
  ADMIN_MFA_REQUIRED: booleanFlag,
  OIDC_PROVIDERS: oidcProvidersSetting,
  SMS_GATEWAY_URL: urlText(['http', 'https']),
  SMS_GATEWAY_TOKEN: optionalText,
  LLM_BASE_URL: urlText(['http', 'https']),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  LLM_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be between 100 and 300000')
    .max(300_000, 'must be between 100 and 300000')
    .default(30_000),
  ALERTS_INTERVAL_SECONDS: z.coerce
    .number({ message: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be between 1 and 3600')
    .max(3600, 'must be between 1 and 3600')
    .default(60),
  ALLOW_PRIVATE_WEBHOOKS: booleanFlag,
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText.refine(
    (value) => value === undefined || /^(https:\/\/|mailto:)\S+$/.test(value),
    { message: 'must be an https:// URL or a mailto: address' },
  ),
  METRICS_TOKEN: optionalText.refine((value) => value === undefined || value.length >= 16, {
    message: 'must be at least 16 characters (it guards /api/metrics)',
  }),
});

/** Every variable the server reads, for the test that keeps each documented once. */
export const SERVER_SETTING_NAMES: readonly string[] = Object.keys(environmentSchema.shape);

const DAY_MS = 86_400_000;
const DEFAULT_MAIL_FROM = 'Tsuzuki <no-reply@localhost>';
const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** APP_MESSAGING_SENDER_ID names the From identity only when it is an address (decision 006). */
function senderFrom(messagingSenderId: string | undefined): string | undefined {
  if (!messagingSenderId?.includes('@')) return undefined;
  return messagingSenderId.includes('<') ? messagingSenderId : `Tsuzuki <${messagingSenderId}>`;
}

export type Environment = z.input<typeof environmentSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string | undefined;
  logLevel: string;
  trustProxy: TrustProxy;
  dataDir: string;
  clientDir: string;
  /** Whether the web client's .map files are served (off: they show the source to anyone). */
  serveSourceMaps: boolean;
  database:
    | { kind: 'sqlite'; file: string }
    | { kind: 'postgres'; url: string; poolSize: number; preparedStatements: boolean };
  runtime: {
    apiKey: string | undefined;
    authDomain: string | undefined;
    projectId: string | undefined;
    messagingSenderId: string | undefined;
    appId: string | undefined;
    botCheckSiteKey: string | undefined;
    adminUserId: string | undefined;
  };
  catalogue: {
    /** The built offline catalogue (SQLite, read-only). */
    file: string;
    schedulesFile: string;
    /** Where newer bangumi-data is fetched from every day; null turns updates off. */
    updateUrl: string | null;
    /** Where anime-offline-database is fetched from every week; null leaves it out. */
    offlineDatabaseUrl: string | null;
    /** The last anime-offline-database file downloaded, kept for restarts without internet. */
    offlineDatabaseFile: string;
    /** Catalogue calls one client address may make a minute without a session (S-01). */
    callsPerMinutePerIp: number;
    tmdb: {
      apiKey: string | undefined;
      readToken: string | undefined;
      baseUrl: string;
      timeoutMs: number;
    };
  };
  anilist: { enabled: boolean; url: string; requestsPerMinute: number };
  /** Posters fetched, resized and kept by the server (decisions 300–303). */
  images: {
    /** The only origins pictures are fetched from. */
    hosts: string[];
    /** Where TMDB poster paths are fetched from, ending in a slash. */
    tmdbImageBase: string;
    /** DATA_DIR/images, kept under cacheBytes by dropping the least recently used. */
    cacheDir: string;
    cacheBytes: number;
    /** A listed host may be on a private or loopback address (a mirror on the operator's network). */
    allowPrivate: boolean;
  };
  /** Kitsu's API base for synopses, covers and episodes; null turns enrichment off. */
  metadata: { url: string | null };
  auth: { sessionLifetimeMs: number; signUpsPerHourPerIp: number };
  mail: { smtpUrl: string | undefined; from: string };
  /** Spec §1: on only when both the bot-check site key and the project id are configured. */
  botCheck: {
    enabled: boolean;
    secret: string | undefined;
    verifyUrl: string;
    debugToken: string | undefined;
  };
  /** Sign-in ways beyond the password (decisions 120–129). */
  signInWays: {
    secret: string | undefined;
    adminMfaRequired: boolean;
    oidcProviders: OidcProviderSetting[];
    smsGateway: { url: string; token: string | undefined } | undefined;
  };
  /** The language model behind /api/getRecommendations, when one is configured (decision 112). */
  llm:
    | { baseUrl: string; apiKey: string | undefined; model: string | undefined; timeoutMs: number }
    | undefined;
  /** /api/metrics exists only when a token guards it (decision 141). */
  metrics: { token: string | undefined };
  /** Airing alerts (issue 18, decisions 220–226). */
  alerts: {
    intervalMs: number;
    /** Users' webhook and push URLs may reach private and loopback addresses. */
    allowPrivateUrls: boolean;
    /** Both keys from the environment, else generated once and kept in the database. */
    vapid: { publicKey: string; privateKey: string } | undefined;
    vapidSubject: string | undefined;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const botCheckEnabled = env.BOT_CHECK_SITE_KEY !== undefined && env.APP_PROJECT_ID !== undefined;
  if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError([
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both (a key pair from `npx web-push generate-vapid-keys`) or neither',
    ]);
  }
  if (botCheckEnabled && env.BOT_CHECK_SECRET === undefined) {
    throw new ConfigError([
      'BOT_CHECK_SECRET: required when BOT_CHECK_SITE_KEY and APP_PROJECT_ID are set (the captcha provider’s secret key)',
    ]);
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    dataDir,
    clientDir: path.resolve(env.CLIENT_DIR ?? 'dist/client'),
    serveSourceMaps: env.SERVE_SOURCE_MAPS ?? false,
    database: env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          poolSize: env.DATABASE_POOL_SIZE,
          preparedStatements: env.DATABASE_PREPARED_STATEMENTS ?? true,
        }
      : { kind: 'sqlite', file: path.resolve(env.SQLITE_FILE ?? path.join(dataDir, 'tsuzuki.db')) },
    runtime: {
      apiKey: env.APP_API_KEY,
      authDomain: env.APP_AUTH_DOMAIN,
      projectId: env.APP_PROJECT_ID,
      messagingSenderId: env.APP_MESSAGING_SENDER_ID,
      appId: env.APP_ID,
      botCheckSiteKey: env.BOT_CHECK_SITE_KEY,
      adminUserId: env.ADMIN_USER_ID,
    },
    catalogue: {
      file: path.resolve(env.CATALOGUE_FILE ?? path.join(dataDir, 'catalogue.db')),
      /** The last schedules file the updater downloaded, kept for restarts without internet. */
      schedulesFile: path.join(dataDir, 'bangumi-data.json'),
      updateUrl: env.CATALOGUE_UPDATE_URL === '' ? null : env.CATALOGUE_UPDATE_URL,
      offlineDatabaseUrl:
        env.ANIME_OFFLINE_DATABASE_URL === '' ? null : env.ANIME_OFFLINE_DATABASE_URL,
      offlineDatabaseFile: path.join(dataDir, 'anime-offline-database.kept'),
      callsPerMinutePerIp: env.CATALOGUE_CALLS_PER_MINUTE_PER_IP,
      tmdb: {
        apiKey: env.TMDB_API_KEY,
        readToken: env.TMDB_READ_TOKEN,
        baseUrl: (env.TMDB_BASE_URL ?? 'https://api.themoviedb.org/3').replace(/\/$/, ''),
        timeoutMs: env.TMDB_TIMEOUT_MS,
      },
    },
    llm: env.LLM_BASE_URL
      ? {
          baseUrl: env.LLM_BASE_URL.replace(/\/$/, ''),
          apiKey: env.LLM_API_KEY,
          model: env.LLM_MODEL,
          timeoutMs: env.LLM_TIMEOUT_MS,
        }
      : undefined,
    anilist: {
      enabled: env.ANILIST_ENABLED ?? false,
      url: env.ANILIST_URL ?? 'https://graphql.anilist.co',
      requestsPerMinute: env.ANILIST_REQUESTS_PER_MINUTE,
    },
    metadata: { url: env.METADATA_URL === '' ? null : env.METADATA_URL.replace(/\/$/, '') },
    images: {
      hosts: env.IMAGE_HOSTS,
      tmdbImageBase: (env.TMDB_IMAGE_BASE_URL ?? POSTER_IMAGE_BASE).replace(/\/?$/, '/'),
      // Decision 345: the files the server stores go where APP_STORAGE_BUCKET says.
      cacheDir: path.join(path.resolve(env.APP_STORAGE_BUCKET ?? dataDir), 'images'),
      cacheBytes: env.IMAGE_CACHE_MB * 1_048_576,
      allowPrivate: env.IMAGE_ALLOW_PRIVATE ?? false,
    },
    auth: {
      sessionLifetimeMs: env.SESSION_LIFETIME_DAYS * DAY_MS,
      signUpsPerHourPerIp: env.SIGN_UPS_PER_HOUR_PER_IP,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? senderFrom(env.APP_MESSAGING_SENDER_ID) ?? DEFAULT_MAIL_FROM,
    },
    botCheck: {
      enabled: botCheckEnabled,
      secret: env.BOT_CHECK_SECRET,
      verifyUrl: env.BOT_CHECK_VERIFY_URL ?? RECAPTCHA_VERIFY_URL,
      debugToken: env.BOT_CHECK_DEBUG_TOKEN,
    },
    signInWays: {
      secret: env.AUTH_SECRET,
      adminMfaRequired: env.ADMIN_MFA_REQUIRED ?? false,
      oidcProviders: env.OIDC_PROVIDERS,
      smsGateway: env.SMS_GATEWAY_URL
        ? { url: env.SMS_GATEWAY_URL, token: env.SMS_GATEWAY_TOKEN }
        : undefined,
    },
    metrics: { token: env.METRICS_TOKEN },
    alerts: {
      intervalMs: env.ALERTS_INTERVAL_SECONDS * 1000,
      allowPrivateUrls: env.ALLOW_PRIVATE_WEBHOOKS ?? false,
      vapid:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      vapidSubject: env.VAPID_SUBJECT,
    },
  };
}
