import { afterEach, describe, expect, it, vi } from 'vitest';
import { translateIn } from '../../i18n/translate-in';
import {
  PUSH_PROBLEMS,
  applicationServerKeyFrom,
  pushSupported,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from './push-device';

/** A VAPID public key as web-push generates it: 65 bytes, base64url without padding. */
const KEY = Buffer.from(Uint8Array.from({ length: 65 }, (_, index) => (index * 37) % 256));
const KEY_TEXT = KEY.toString('base64url');

const SUBSCRIPTION_JSON = {
  endpoint: 'https://push.example.test/send/abc',
  expirationTime: null,
  keys: { p256dh: 'BNc', auth: 'tBH' },
};

function fakeSubscription(json = SUBSCRIPTION_JSON) {
  return {
    endpoint: json.endpoint,
    toJSON: () => json,
    unsubscribe: vi.fn(() => Promise.resolve(true)),
  };
}

/** The browser's side only: Notification, the service worker's registration and its PushManager. */
function browserWithPush({
  permission = 'granted',
  subscribe,
  existing = null,
}: {
  permission?: NotificationPermission;
  /** What PushManager.subscribe resolves with; throwing rejects it. */
  subscribe: (options: PushSubscriptionOptionsInit) => unknown;
  existing?: ReturnType<typeof fakeSubscription> | null;
}) {
  const pushManager = {
    subscribe: vi.fn(
      (options: PushSubscriptionOptionsInit) =>
        new Promise((resolve) => resolve(subscribe(options))),
    ),
    getSubscription: vi.fn(() => Promise.resolve(existing)),
  };
  const registration = { pushManager };
  vi.stubGlobal('window', { PushManager: class {}, Notification: class {} });
  vi.stubGlobal('Notification', {
    requestPermission: vi.fn(() => Promise.resolve(permission)),
    permission,
  });
  vi.stubGlobal('navigator', {
    serviceWorker: {
      ready: Promise.resolve(registration),
      getRegistration: () => Promise.resolve(registration),
    },
  });
  return pushManager;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the VAPID key', () => {
  it('becomes the bytes the server generated', () => {
    expect(KEY_TEXT).toMatch(/[-_]/);
    expect(Buffer.from(applicationServerKeyFrom(KEY_TEXT))).toEqual(KEY);
  });
});

describe('subscribing this device', () => {
  it('is refused plainly where the browser has no push (the installed app on some phones)', async () => {
    vi.stubGlobal('navigator', {});
    expect(pushSupported()).toBe(false);
    await expect(subscribeThisDevice(KEY_TEXT)).rejects.toMatchObject({ kind: 'unsupported' });
  });

  it('subscribes visibly with the server’s key, and answers what the server stores', async () => {
    const pushManager = browserWithPush({ subscribe: () => fakeSubscription() });
    expect(await subscribeThisDevice(KEY_TEXT)).toEqual(SUBSCRIPTION_JSON);
    const [options] = pushManager.subscribe.mock.calls[0] ?? [];
    expect(options?.userVisibleOnly).toBe(true);
    expect(Buffer.from(options?.applicationServerKey as Uint8Array)).toEqual(KEY);
  });

  it('says how to allow notifications when they are blocked', async () => {
    const pushManager = browserWithPush({ permission: 'denied', subscribe: () => null });
    await expect(subscribeThisDevice(KEY_TEXT)).rejects.toMatchObject({ kind: 'denied' });
    const t = await translateIn('en', ['alerts']);
    expect(t(PUSH_PROBLEMS.denied)).toMatch(/Allow them in your browser’s site settings/);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('asks again when the question was dismissed', async () => {
    browserWithPush({ permission: 'default', subscribe: () => null });
    await expect(subscribeThisDevice(KEY_TEXT)).rejects.toMatchObject({ kind: 'dismissed' });
  });

  it('replaces a subscription made with an earlier key', async () => {
    const earlier = fakeSubscription({
      ...SUBSCRIPTION_JSON,
      endpoint: 'https://push.example.test/old',
    });
    let calls = 0;
    browserWithPush({
      existing: earlier,
      subscribe: () => {
        calls += 1;
        if (calls === 1) throw new DOMException('key differs', 'InvalidStateError');
        return fakeSubscription();
      },
    });
    expect(await subscribeThisDevice(KEY_TEXT)).toEqual(SUBSCRIPTION_JSON);
    expect(earlier.unsubscribe).toHaveBeenCalledOnce();
  });

  it('says so plainly when the push service refuses', async () => {
    browserWithPush({
      subscribe: () => {
        throw new DOMException('Registration failed - push service error', 'AbortError');
      },
    });
    await expect(subscribeThisDevice(KEY_TEXT)).rejects.toMatchObject({ kind: 'failed' });
  });
});

describe('unsubscribing this device', () => {
  it('ends the subscription and answers its endpoint for the server to forget', async () => {
    const existing = fakeSubscription();
    browserWithPush({ existing, subscribe: () => null });
    expect(await unsubscribeThisDevice()).toBe(SUBSCRIPTION_JSON.endpoint);
    expect(existing.unsubscribe).toHaveBeenCalledOnce();
  });

  it('answers nothing when this device had none', async () => {
    browserWithPush({ subscribe: () => null });
    expect(await unsubscribeThisDevice()).toBeNull();
  });
});
