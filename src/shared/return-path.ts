const MAX_PATH_LENGTH = 2048;
const PLACEHOLDER_ORIGIN = 'https://tsuzuki.invalid';
/** How many layers of percent-encoding are peeled before giving up on a path. */
const MAX_DECODING_ROUNDS = 3;

// Browsers drop tabs and line breaks from addresses and treat `\` as `/`, so `/\t/evil.example`
// and `/\evil.example` both leave the site; whitespace and control characters have no place in
// an in-app path at all.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_CHARACTERS = /[\\\s\u0000-\u001f\u007f-\u009f]/u;

function isPlainAbsolutePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !UNSAFE_CHARACTERS.test(path);
}

/** The path with every layer of percent-encoding removed, or undefined when it does not decode. */
function fullyDecoded(path: string): string | undefined {
  let current = path;
  for (let round = 0; round < MAX_DECODING_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

/**
 * Whether a return address is a path of this site, and stays one however a browser reads it:
 * it starts with a single `/`, carries no scheme, `//`, backslash, whitespace or control
 * character, neither as written nor once percent-decoded, and resolves to the same origin.
 * The query and fragment are only checked as written, as encoded spaces are normal there.
 */
export function isSameOriginPath(path: string): boolean {
  if (path.length > MAX_PATH_LENGTH || !isPlainAbsolutePath(path)) return false;
  const pathname = path.split(/[?#]/u, 1)[0] ?? '';
  const decoded = fullyDecoded(pathname);
  if (decoded === undefined || !isPlainAbsolutePath(decoded)) return false;
  return new URL(path, PLACEHOLDER_ORIGIN).origin === PLACEHOLDER_ORIGIN;
}
