const REDACTED = '[redacted]';

/** Query parameters that carry secrets: tokens, mailed codes, OpenID Connect's code and state. */
const SECRET_PARAMETER = /token|code|secret|key|state|password|nonce|session|signature/i;
/**
 * A run this long of URL-safe characters is a token (the app's are 43), never an id or a word:
 * calendar feeds carry theirs in the path.
 */
const OPAQUE_RUN = /[\w-]{32,}/g;

function redactOpaque(text: string): string {
  return text.replace(OPAQUE_RUN, REDACTED);
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      if (separator < 0) return redactOpaque(pair);
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      return `${name}=${SECRET_PARAMETER.test(name) ? REDACTED : redactOpaque(value)}`;
    })
    .join('&');
}

/**
 * The request's URL as log lines may show it: tokens and codes blanked, in the path and in the
 * query, so a log shipped elsewhere opens no calendar feed, sign-in or reset (S-18).
 */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return redactOpaque(url);
  return `${redactOpaque(url.slice(0, queryStart))}?${redactQuery(url.slice(queryStart + 1))}`;
}
