import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLOSED_POPUP_DELAY_MS,
  POPUP_POLL_MS,
  roundTripInPopup,
  startUrl,
} from './provider-round-trip';

class FakeWindow extends EventTarget {
  readonly location = { origin: 'https://anime.example.org' };
  popup: { closed: boolean } | null = { closed: false };
  opened: string[] = [];

  open(url: string) {
    this.opened.push(url);
    return this.popup;
  }

  post(data: unknown, origin = this.location.origin, source: unknown = this.popup) {
    this.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  }
}

describe('signing in at a provider in a popup', () => {
  let host: FakeWindow;
  beforeEach(() => {
    vi.useFakeTimers();
    host = new FakeWindow();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const start = () =>
    roundTripInPopup('keycloak', { returnTo: '/mylists' }, host as unknown as Window);

  it('opens the start address and answers what the result page posts', async () => {
    const result = start();
    expect(host.opened).toEqual([startUrl('keycloak', 'popup', '/mylists')]);
    host.post({ source: 'tsuzuki-oidc', outcome: 'second-factor', code: '', message: '' });
    await expect(result).resolves.toBe('second-factor');
  });

  it('asks for a link to the signed-in account with the link intent', async () => {
    const result = roundTripInPopup(
      'keycloak',
      { returnTo: '/profile', intent: 'link' },
      host as unknown as Window,
    );
    expect(host.opened).toEqual([
      '/api/auth/oidc/keycloak/start?display=popup&returnTo=%2Fprofile&intent=link',
    ]);
    host.post({ source: 'tsuzuki-oidc', outcome: 'linked', code: '', message: '' });
    await expect(result).resolves.toBe('linked');
  });

  it('ignores messages from other origins and windows', async () => {
    const result = start();
    host.post({ source: 'tsuzuki-oidc', outcome: 'signed-in' }, 'https://evil.example');
    host.post({ source: 'tsuzuki-oidc', outcome: 'signed-in' }, undefined, {});
    host.post({
      source: 'tsuzuki-oidc',
      outcome: 'error',
      code: 'unauthorized-domain',
      message: 'Elsewhere.',
    });
    await expect(result).rejects.toMatchObject({ code: 'unauthorized-domain' });
  });

  it('is popup-blocked when the browser refuses the window', async () => {
    host.popup = null;
    await expect(start()).rejects.toMatchObject({ code: 'popup-blocked' });
  });

  it('is popup-closed-by-user once a closed popup sent nothing for the delay', async () => {
    const result = start();
    const settled = vi.fn();
    result.catch(settled);
    if (host.popup) host.popup.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_POLL_MS + CLOSED_POPUP_DELAY_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toMatchObject({ code: 'popup-closed-by-user' });
  });
});
