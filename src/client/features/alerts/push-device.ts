import { pushSubscriptionSchema, type PushSubscriptionInput } from '../../../shared/alerts-api';
import type { MessageId } from '../../i18n/messages';
import { registerServiceWorker } from '../offline/start-offline';

/** Why this device cannot take notifications, each with the sentence the profile shows. */
export type PushProblemKind = 'unsupported' | 'denied' | 'dismissed' | 'failed';

export const PUSH_PROBLEMS: Record<PushProblemKind, MessageId> = {
  unsupported: 'alerts.push.unsupported',
  denied: 'alerts.push.denied',
  dismissed: 'alerts.push.dismissed',
  failed: 'alerts.push.failed',
};

/** Its message is for the console; the profile shows the kind's sentence in the user's language. */
export class PushProblem extends Error {
  override readonly name = 'PushProblem';

  constructor(readonly kind: PushProblemKind) {
    super(`This device cannot take notifications: ${kind}.`);
  }
}

/** The service worker's registration can take a moment on a first visit, not forever. */
const READY_WAIT_MS = 10_000;

export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** A base64url VAPID key as the bytes PushManager.subscribe takes. */
export function applicationServerKeyFrom(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  // The page may not have registered the worker yet: it waits a few seconds after load.
  if (import.meta.env.PROD) void registerServiceWorker();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushProblem('unsupported')), READY_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** This device's current subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const existing = await navigator.serviceWorker.getRegistration();
  return (await existing?.pushManager.getSubscription()) ?? null;
}

/** Asks for permission and subscribes this device with the server's VAPID key. */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionInput> {
  if (!pushSupported()) throw new PushProblem('unsupported');
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushProblem('denied');
  if (permission !== 'granted') throw new PushProblem('dismissed');
  const { pushManager } = await registration();
  const options = {
    userVisibleOnly: true,
    applicationServerKey: applicationServerKeyFrom(publicKey),
  };
  let subscription: PushSubscription;
  try {
    subscription = await pushManager.subscribe(options);
  } catch {
    // A subscription made with an earlier key refuses the new one until it ends.
    const earlier = await pushManager.getSubscription().catch(() => null);
    if (!earlier) throw new PushProblem('failed');
    await earlier.unsubscribe();
    subscription = await pushManager.subscribe(options).catch(() => {
      throw new PushProblem('failed');
    });
  }
  const parsed = pushSubscriptionSchema.safeParse(subscription.toJSON());
  if (!parsed.success) throw new PushProblem('failed');
  return parsed.data;
}

/** Ends this device's subscription; answers its endpoint for the server to forget, if it had one. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
