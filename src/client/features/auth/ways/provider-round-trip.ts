import { BROWSER_CONDITION_MESSAGES } from '../../../../shared/browser-conditions';
import type { ProviderLinkResponse } from '../../../../shared/sign-in-ways-api';
import { ApiError, NETWORK_FAILURE_STATUS, apiFetch } from '../../../lib/api';

export type RoundTripOutcome = 'signed-in' | 'second-factor' | 'linked';

/** Sign in with the provider, or link it to the signed-in account (from /profile). */
export type RoundTripIntent = 'sign-in' | 'link';

/** How often the app looks whether the popup is still open. */
export const POPUP_POLL_MS = 1000;
/** Spec §9: after the popup closes, a result still on its way gets this long to arrive. */
export const CLOSED_POPUP_DELAY_MS = 8000;

const POPUP_FEATURES = 'popup,width=520,height=680';

type Display = 'popup' | 'redirect';

export interface RoundTripTarget {
  returnTo: string;
  intent?: RoundTripIntent;
  /** Linking asks for it as an e-mail change does; '' for an account without a password. */
  currentPassword?: string;
}

/** A sign-in round trip starts by navigating here. */
export function startUrl(providerId: string, display: Display, returnTo: string) {
  const query = new URLSearchParams({ display, returnTo });
  return `/api/auth/oidc/${encodeURIComponent(providerId)}/start?${query.toString()}`;
}

/**
 * A link starts with a POST, which the server's CSRF check sees, unlike a navigation any site
 * could cause; it answers the provider's address to go on to.
 */
export async function providerLinkUrl(
  providerId: string,
  display: Display,
  { returnTo, currentPassword = '' }: RoundTripTarget,
): Promise<string> {
  const answer = await apiFetch<ProviderLinkResponse>(
    `/api/auth/oidc/${encodeURIComponent(providerId)}/link`,
    { method: 'POST', json: { currentPassword, display, returnTo } },
  );
  return answer.url;
}

function browserCondition(code: keyof typeof BROWSER_CONDITION_MESSAGES): ApiError {
  return new ApiError(NETWORK_FAILURE_STATUS, code, BROWSER_CONDITION_MESSAGES[code]);
}

interface ResultMessage {
  source: 'tsuzuki-oidc';
  outcome: RoundTripOutcome | 'error';
  code: string;
  message: string;
}

function isResultMessage(data: unknown): data is ResultMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === 'tsuzuki-oidc'
  );
}

/**
 * Goes to a provider in a popup. The result page in the popup posts how it ended; a popup
 * the browser refused is popup-blocked, one closed without a result is popup-closed-by-user.
 */
export async function roundTripInPopup(
  providerId: string,
  target: RoundTripTarget,
  host: Window = window,
  linkUrl: typeof providerLinkUrl = providerLinkUrl,
): Promise<RoundTripOutcome> {
  const linking = target.intent === 'link';
  // The popup opens at once, while the click still counts; a link's address comes after.
  const popup = host.open(
    linking ? '' : startUrl(providerId, 'popup', target.returnTo),
    'tsuzuki-sign-in',
    POPUP_FEATURES,
  );
  if (!popup) throw browserCondition('popup-blocked');
  if (linking) {
    try {
      popup.location.replace(await linkUrl(providerId, 'popup', target));
    } catch (error) {
      popup.close();
      throw error;
    }
  }

  return new Promise((resolve, reject) => {
    let closedTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      host.removeEventListener('message', onMessage);
      clearInterval(poll);
      clearTimeout(closedTimer);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== host.location.origin || event.source !== popup) return;
      if (!isResultMessage(event.data)) return;
      finish();
      const { outcome, code, message } = event.data;
      if (outcome === 'error') reject(new ApiError(400, code, message));
      else resolve(outcome);
    };
    const poll = setInterval(() => {
      if (!popup.closed || closedTimer !== undefined) return;
      closedTimer = setTimeout(() => {
        finish();
        reject(browserCondition('popup-closed-by-user'));
      }, CLOSED_POPUP_DELAY_MS);
    }, POPUP_POLL_MS);
    host.addEventListener('message', onMessage);
  });
}

/** The same round trip in this tab: the provider sends the browser back to `returnTo`. */
export async function roundTripInTab(providerId: string, target: RoundTripTarget): Promise<void> {
  window.location.assign(
    target.intent === 'link'
      ? await providerLinkUrl(providerId, 'redirect', target)
      : startUrl(providerId, 'redirect', target.returnTo),
  );
}
