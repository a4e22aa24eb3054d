import { BROWSER_CONDITION_MESSAGES } from '../../../../shared/auth-sign-in-ways';
import { ApiError, NETWORK_FAILURE_STATUS } from '../../../lib/api';

export type RoundTripOutcome = 'signed-in' | 'second-factor' | 'linked';

/** Sign in with the provider, or link it to the signed-in account (from /profile). */
export type RoundTripIntent = 'sign-in' | 'link';

/** How often the app looks whether the popup is still open. */
export const POPUP_POLL_MS = 1000;
/** Spec §9: after the popup closes, a result still on its way gets this long to arrive. */
export const CLOSED_POPUP_DELAY_MS = 8000;

const POPUP_FEATURES = 'popup,width=520,height=680';

export function startUrl(
  providerId: string,
  display: 'popup' | 'redirect',
  returnTo: string,
  intent: RoundTripIntent = 'sign-in',
) {
  const query = new URLSearchParams({ display, returnTo, intent });
  return `/api/auth/oidc/${encodeURIComponent(providerId)}/start?${query.toString()}`;
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
export function roundTripInPopup(
  providerId: string,
  { returnTo, intent = 'sign-in' }: { returnTo: string; intent?: RoundTripIntent },
  host: Window = window,
): Promise<RoundTripOutcome> {
  const popup = host.open(
    startUrl(providerId, 'popup', returnTo, intent),
    'tsuzuki-sign-in',
    POPUP_FEATURES,
  );
  if (!popup) return Promise.reject(browserCondition('popup-blocked'));

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
export function roundTripInTab(
  providerId: string,
  { returnTo, intent = 'sign-in' }: { returnTo: string; intent?: RoundTripIntent },
): void {
  window.location.assign(startUrl(providerId, 'redirect', returnTo, intent));
}
