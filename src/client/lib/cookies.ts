/** Every value this page's cookies hold under the name, decoded, in the browser's order. */
export function cookieValues(name: string): string[] {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .filter((pair) => pair.startsWith(prefix))
    .map((pair) => decodeURIComponent(pair.slice(prefix.length)));
}

/**
 * Sets a cookie for the whole site that the server reads with page requests (SameSite=Lax,
 * Secure over https): for the browser session, or for `maxAgeSeconds` (0 deletes it).
 */
export function setSiteCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/${maxAge}; SameSite=Lax${secure}`;
}
