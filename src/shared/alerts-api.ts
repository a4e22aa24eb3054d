import { z } from 'zod';
import { trackedTitleKeySchema } from './tracked-title';

/** Where airing alerts go; each user turns each one on or off on the profile page. */
export const ALERT_CHANNELS = ['push', 'email', 'webhook'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** E-mail either mails each episode as it airs or one digest a day at the user's hour. */
export const EMAIL_ALERT_MODES = ['episode', 'digest'] as const;
export type EmailAlertMode = (typeof EMAIL_ALERT_MODES)[number];

export const WEBHOOK_URL_MAX_LENGTH = 2048;
export const TIME_ZONE_MAX_LENGTH = 64;

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM (00:00 to 23:59)');

export const quietHoursSchema = z.strictObject({ start: clockTime, end: clockTime });
export type QuietHours = z.infer<typeof quietHoursSchema>;

/** PATCH /api/alerts: every field optional; what is absent stays as it was. */
export const alertSettingsUpdateSchema = z.strictObject({
  timeZone: z
    .string()
    .max(TIME_ZONE_MAX_LENGTH, `must be at most ${TIME_ZONE_MAX_LENGTH} characters`)
    .refine(isTimeZone, 'must be a time zone such as Europe/Paris or America/Los_Angeles')
    .optional(),
  includePlanToWatch: z.boolean().optional(),
  quietHours: quietHoursSchema.nullable().optional(),
  push: z.strictObject({ enabled: z.boolean() }).optional(),
  email: z
    .strictObject({
      enabled: z.boolean().optional(),
      mode: z.enum(EMAIL_ALERT_MODES, { message: 'must be episode or digest' }).optional(),
      digestHour: z
        .number({ message: 'must be an hour from 0 to 23' })
        .int('must be an hour from 0 to 23')
        .min(0, 'must be an hour from 0 to 23')
        .max(23, 'must be an hour from 0 to 23')
        .optional(),
    })
    .optional(),
  webhook: z
    .strictObject({
      enabled: z.boolean().optional(),
      /** http(s) only; the server also refuses private and loopback hosts (ALLOW_PRIVATE_WEBHOOKS). */
      url: z
        .string()
        .trim()
        .max(WEBHOOK_URL_MAX_LENGTH, `must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`)
        .nullable()
        .optional(),
      /** Also post each list change, coalesced (decision 403). */
      listChanges: z.boolean({ message: 'must be true or false' }).optional(),
    })
    .optional(),
});
export type AlertSettingsUpdate = z.infer<typeof alertSettingsUpdateSchema>;

/** The last delivery on one channel, as the profile shows it. */
export interface AlertDelivery {
  /** ISO 8601. */
  at: string;
  ok: boolean;
  /**
   * A plain sentence in the user's language as it was when the delivery was made (decision 442):
   * "Delivered", "The webhook answered 500", "No answer within 10 seconds".
   */
  detail: string;
}

interface ChannelState {
  enabled: boolean;
  last: AlertDelivery | null;
  /** True once deliveries keep failing; the profile says so next to the channel. */
  failing: boolean;
}

/** GET /api/alerts and the answer of PATCH /api/alerts. */
export interface AlertSettings {
  timeZone: string;
  includePlanToWatch: boolean;
  quietHours: QuietHours | null;
  push: ChannelState & { devices: number };
  email: ChannelState & { mode: EmailAlertMode; digestHour: number };
  /**
   * paused: the webhook failed for a day; saving its URL again or sending a test resumes it.
   * listChanges: each list change is posted too, not only airing alerts.
   */
  webhook: ChannelState & { url: string | null; paused: boolean; listChanges: boolean };
  /** The titles whose alerts the user muted from the title's menu. */
  mutes: { media_type: 'tv' | 'movie'; id: number }[];
}

/** GET /api/alerts/push-key: the VAPID public key, base64url, for PushManager.subscribe. */
export interface PushKeyResponse {
  publicKey: string;
}

/** POST /api/alerts/push-subscriptions (PushSubscription.toJSON()); DELETE takes { endpoint }. */
export const pushSubscriptionSchema = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/ }).max(WEBHOOK_URL_MAX_LENGTH),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.strictObject({
  endpoint: z.string().max(WEBHOOK_URL_MAX_LENGTH),
});

/** POST /api/alerts/test { channel }: answers 200 with the delivery, failed or not. */
export const alertTestSchema = z.strictObject({
  channel: z.enum(ALERT_CHANNELS, { message: 'must be push, email or webhook' }),
});
export type AlertTestResponse = AlertDelivery;

/** PUT and DELETE /api/alerts/mutes/:type/:id mute and unmute one title's alerts (204). */
export const alertMuteParamsSchema = trackedTitleKeySchema;

/**
 * What the service worker receives in a push, and the webhook's JSON body carries besides
 * the fields for ntfy, Discord and Slack (docs/alerts-and-scrobbling.md).
 */
export interface EpisodeAlertPayload {
  kind: 'episode' | 'test';
  title: string;
  body: string;
  /** Absolute link to the title's page. */
  url: string;
  show?: { media_type: 'tv' | 'movie'; id: number; name: string };
  episode?: { season: number; number: number; name: string | null; airsAt: string };
}

/**
 * GET /api/alerts/webhook-secret and POST /api/alerts/webhook-secret/rotate: the secret each
 * webhook is signed with, `X-Tsuzuki-Signature: sha256=<HMAC-SHA256 of "{timestamp}.{body}">`
 * beside `X-Tsuzuki-Timestamp` (decision 368).
 */
export interface WebhookSecret {
  secret: string;
}
