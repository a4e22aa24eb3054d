import type {
  AlertChannel,
  AlertSettings,
  AlertSettingsUpdate,
  AlertTestResponse,
  PushKeyResponse,
  PushSubscriptionInput,
  WebhookSecret,
} from '../../../shared/alerts-api';
import type { TrackedTitleKey } from '../../../shared/tracked-title';
import { apiFetch, apiGet } from '../../lib/api';

export function fetchAlertSettings(signal?: AbortSignal): Promise<AlertSettings> {
  return apiGet<AlertSettings>('/api/alerts', signal);
}

/** PATCH /api/alerts: what the update leaves out stays as it was; answers the whole settings. */
export function updateAlertSettings(update: AlertSettingsUpdate): Promise<AlertSettings> {
  return apiFetch<AlertSettings>('/api/alerts', { method: 'PATCH', json: update });
}

/** Answers the delivery, failed or not: a failed test is a result to show, not an error. */
export function sendTestAlert(channel: AlertChannel): Promise<AlertTestResponse> {
  return apiFetch<AlertTestResponse>('/api/alerts/test', { method: 'POST', json: { channel } });
}

export async function fetchPushKey(): Promise<string> {
  const { publicKey } = await apiGet<PushKeyResponse>('/api/alerts/push-key');
  return publicKey;
}

export async function savePushSubscription(subscription: PushSubscriptionInput): Promise<void> {
  await apiFetch('/api/alerts/push-subscriptions', { method: 'POST', json: subscription });
}

export async function removePushSubscription(endpoint: string): Promise<void> {
  await apiFetch('/api/alerts/push-subscriptions', { method: 'DELETE', json: { endpoint } });
}

const mutePath = ({ media_type, id }: TrackedTitleKey) =>
  `/api/alerts/mutes/${media_type}/${String(id)}`;

export async function setTitleMuted(key: TrackedTitleKey, muted: boolean): Promise<void> {
  await apiFetch(mutePath(key), { method: muted ? 'PUT' : 'DELETE' });
}

/** The secret webhooks are signed with (decision 368): made on the first call. */
export async function fetchWebhookSecret(): Promise<string> {
  return (await apiGet<WebhookSecret>('/api/alerts/webhook-secret')).secret;
}

/** A new signing secret; the old one no longer signs anything. */
export async function rotateWebhookSecret(): Promise<string> {
  return (await apiFetch<WebhookSecret>('/api/alerts/webhook-secret/rotate', { method: 'POST' }))
    .secret;
}
