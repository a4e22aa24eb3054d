import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLOSED_POPUP_DELAY_MS,
  POPUP_POLL_MS,
  roundTripInPopup,
  startUrl,
} from './provider-round-trip';

class FakePopup {
  closed = false;
  visited: string[] = [];
  readonly location = { replace: (url: string) => this.visited.push(url) };

  close() {
    this.closed = true;
  }
}

class FakeWindow extends EventTarget {
  readonly location = { origin: 'https://anime.example.org' };
  popup: FakePopup | null = new FakePopup();
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

  it('links by a POST with the current password, then sends the popup to the provider', async () => {
    const linkUrl = vi.fn(() => Promise.resolve('https://id.example.org/authorize?state=s'));
    const result = roundTripInPopup(
      'keycloak',
      { returnTo: '/profile', intent: 'link', currentPassword: 'secret-1' },
      host as unknown as Window,
      linkUrl,
    );
    // Opened at once, empty, so the browser still counts the click that asked for it.
    expect(host.opened).toEqual(['']);
    await vi.waitFor(() => expect(host.popup?.visited).toHaveLength(1));
    expect(linkUrl).toHaveBeenCalledWith('keycloak', 'popup', {
      returnTo: '/profile',
      intent: 'link',
      currentPassword: 'secret-1',
    });
    expect(host.popup?.visited).toEqual(['https://id.example.org/authorize?state=s']);
    host.post({ source: 'tsuzuki-oidc', outcome: 'linked', code: '', message: '' });
    await expect(result).resolves.toBe('linked');
  });

  it('closes the popup and says why when the server refuses the link', async () => {
    const refusal = Object.assign(new Error('Incorrect password.'), { code: 'wrong-password' });
    const result = roundTripInPopup(
      'keycloak',
      { returnTo: '/profile', intent: 'link', currentPassword: 'guess' },
      host as unknown as Window,
      () => Promise.reject(refusal),
    );
    await expect(result).rejects.toBe(refusal);
    expect(host.popup?.closed).toBe(true);
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
