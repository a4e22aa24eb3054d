const DELAY_SECONDS = /^\d+$/;
// Every HTTP-date form (IMF-fixdate, RFC 850, asctime) opens with a day name; requiring it
// keeps Date.parse from reading a bare number such as "1.5" as a year.
const HTTP_DATE = /^[A-Za-z]{3}/;

/**
 * Milliseconds to wait according to a Retry-After header: either delay-seconds or an
 * HTTP-date (RFC 9110 §10.2.3). A date in the past means "now"; anything unreadable is null.
 */
export function parseRetryAfter(header: string | null | undefined, now: number): number | null {
  const text = header?.trim();
  if (!text) return null;
  if (DELAY_SECONDS.test(text)) return Number(text) * 1000;
  if (!HTTP_DATE.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}

/** Milliseconds until an X-RateLimit-Reset instant, which upstreams give in epoch seconds. */
export function parseRateLimitReset(header: string | null | undefined, now: number): number | null {
  const text = header?.trim();
  if (!text || !DELAY_SECONDS.test(text)) return null;
  return Math.max(0, Number(text) * 1000 - now);
}

/** X-RateLimit-Remaining as a count, or null when absent or unreadable. */
export function parseRemaining(header: string | null | undefined): number | null {
  const text = header?.trim();
  if (!text || !DELAY_SECONDS.test(text)) return null;
  return Number(text);
}
