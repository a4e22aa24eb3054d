import webPush from 'web-push';
import type { EpisodeAlertPayload } from '../../../shared/alerts-api';
import type { ServerTranslate } from '../../i18n/server-messages';
import { SafeFetchError, checkUserUrl } from '../../lib/safe-fetch/safe-fetch';
import type { Mailer } from '../mail/mailer';
import { alertMail, type AlertWords } from './alert-messages';
import type { OutboundCalls } from './outbound-calls';
import { signatureHeaders } from './webhook-signature';
import type { VapidKeys } from './vapid-keys';

/**
 * What a delivery came to, as a message of the `notifications` group: the profile shows it in
 * its reader's words, the queue keeps it in English for operators (decision 442).
 */
export interface Outcome {
  id: string;
  values?: Record<string, number>;
}

export interface ChannelResult {
  ok: boolean;
  outcome: Outcome;
  /** The failure will not heal by retrying (a refused address, no device, no webhook). */
  final?: boolean;
}

/** An outcome as a plain sentence in a language's words. */
export function outcomeSentence({ id, values }: Outcome, t: ServerTranslate): string {
  return t(id, values);
}

/** The outcome named `name` (notifications.delivery.<name>). */
export function outcome(name: string, values?: Record<string, number>): Outcome {
  return { id: `notifications.delivery.${name}`, ...(values ? { values } : {}) };
}

export function failed(name: string, values?: Record<string, number>): ChannelResult {
  return { ok: false, outcome: outcome(name, values) };
}

const DELIVERED: ChannelResult = { ok: true, outcome: outcome('delivered') };
const WEBHOOK_TIMEOUT_MS = 10_000;
const PUSH_TTL_SECONDS = 24 * 3600;

function failure(error: unknown): ChannelResult {
  if (error instanceof SafeFetchError) {
    return {
      ...failed(error.reason),
      final: error.reason === 'bad-url' || error.reason === 'private-address',
    };
  }
  return failed('failed');
}

export interface WebhookTarget {
  url: string | null;
  /** The user's signing secret (decision 368). */
  secret: string;
  allowPrivate: boolean;
  outbound: OutboundCalls;
  now: number;
}

/** POSTs the JSON body, signed, through the bounded outbound queue. */
export async function postSignedWebhook(
  target: WebhookTarget,
  body: (url: URL) => string,
): Promise<ChannelResult> {
  const { url, secret, allowPrivate, outbound, now } = target;
  if (!url) return { ...failed('noWebhookUrl'), final: true };
  try {
    const parsed = checkUserUrl(url, allowPrivate);
    const text = body(parsed);
    const answer = await outbound.fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Tsuzuki alerts',
        ...signatureHeaders(secret, text, now),
      },
      body: text,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      allowPrivate,
    });
    if (answer.status >= 200 && answer.status < 300) return DELIVERED;
    const redirect = answer.status >= 300 && answer.status < 400;
    return failed(redirect ? 'webhookRedirect' : 'webhookStatus', { status: answer.status });
  } catch (error) {
    return failure(error);
  }
}

export async function sendMail(
  mailer: Mailer,
  to: string,
  userId: string,
  items: EpisodeAlertPayload[],
  words: AlertWords,
): Promise<ChannelResult> {
  try {
    await mailer.send(alertMail(items, to, userId, words));
    return DELIVERED;
  } catch {
    return failed('mailFailed');
  }
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSettings {
  keys: () => Promise<VapidKeys>;
  subject: string;
  allowPrivate: boolean;
  outbound: OutboundCalls;
  /** A push service said the subscription is gone (404, 410). */
  forget: (endpoint: string) => Promise<void>;
}

/**
 * Encrypts with web-push, then posts through the outbound calls' safeFetch: the endpoint is a URL the browser gave,
 * so it follows the same rules as a webhook. Delivered when one device took it.
 */
export async function sendPush(
  targets: readonly PushTarget[],
  payload: EpisodeAlertPayload,
  settings: PushSettings,
): Promise<ChannelResult> {
  if (targets.length === 0) {
    return { ...failed('noDevice'), final: true };
  }
  const vapidDetails = { subject: settings.subject, ...(await settings.keys()) };
  const results = await Promise.all(
    targets.map(async (target): Promise<ChannelResult> => {
      try {
        const request = webPush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          { vapidDetails, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
        );
        const answer = await settings.outbound.fetch(request.endpoint, {
          method: 'POST',
          headers: request.headers,
          body: request.body,
          timeoutMs: WEBHOOK_TIMEOUT_MS,
          allowPrivate: settings.allowPrivate,
        });
        if (answer.status === 404 || answer.status === 410) {
          await settings.forget(target.endpoint);
          return { ...failed('deviceOff'), final: true };
        }
        if (answer.status >= 200 && answer.status < 300) return DELIVERED;
        return failed('pushStatus', { status: answer.status });
      } catch (error) {
        return failure(error);
      }
    }),
  );
  return results.find((result) => result.ok) ?? results[0] ?? DELIVERED;
}
