/** Socket failures on the way to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs for a server that is away or full: class 08 (connection exception),
 * 57P01–57P03 (shutting down, restarting, not accepting connections yet), 53300 (too many
 * connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** SQLite still locked after busy_timeout. */
const SQLITE_BUSY_CODES = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED']);

/** node-postgres and Kysely say these in words only. */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Client was closed and is not queryable/i,
  /driver has already been destroyed/i,
];

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Whether a failure means the database could not be reached, rather than a fault in the request or
 * in our code, so the answer is a 503 the client may retry (decision 144). Follows `cause`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const code = codeOf(error);
  if (code && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (code && SQLITE_BUSY_CODES.has(code)) return true;
  const message = (error as { message?: unknown }).message;
  if (
    typeof message === 'string' &&
    UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))
  ) {
    return true;
  }
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}
