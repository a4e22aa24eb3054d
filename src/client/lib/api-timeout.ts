/** Spec §9 "Auth network timeout": 30 seconds, 60 seconds on mobile. */
export const AUTH_TIMEOUT_MS = { desktop: 30_000, mobile: 60_000 } as const;

const MOBILE_AGENT =
  /Mobi|Android|iPhone|iPad|iPod|BlackBerry|IEMobile|Windows Phone|webOS|Opera Mini|Silk/i;

/** What the browser says about itself; every field is missing outside a browser. */
export interface DeviceHints {
  userAgent?: string;
  /** navigator.userAgentData.mobile, where the browser offers it. */
  mobile?: boolean;
  maxTouchPoints?: number;
}

/**
 * Phones and tablets get the longer time-out, their networks being slower to answer. iPads
 * since iPadOS 13 name themselves a Mac, so a Mac with a touch screen counts as one.
 */
export function isMobileDevice({ userAgent = '', mobile, maxTouchPoints = 0 }: DeviceHints) {
  if (mobile === true || MOBILE_AGENT.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

export function authTimeoutMs(device: DeviceHints): number {
  return isMobileDevice(device) ? AUTH_TIMEOUT_MS.mobile : AUTH_TIMEOUT_MS.desktop;
}

function thisDevice(): DeviceHints {
  if (typeof navigator === 'undefined') return {};
  const { userAgentData } = navigator as Navigator & { userAgentData?: { mobile?: boolean } };
  return {
    userAgent: navigator.userAgent,
    ...(userAgentData?.mobile === undefined ? {} : { mobile: userAgentData.mobile }),
    maxTouchPoints: navigator.maxTouchPoints,
  };
}

/** The auth time-out for the browser this runs in. */
export function authCallTimeoutMs(): number {
  return authTimeoutMs(thisDevice());
}

const AUTH_PREFIX = '/api/auth/';

/** Calls to the accounts service: every path under /api/auth/, on this origin or another. */
export function isAuthPath(path: string): boolean {
  const pathname = URL.canParse(path) ? new URL(path).pathname : path;
  return pathname.startsWith(AUTH_PREFIX);
}
