import { PRODUCT_NAME } from '../../../../shared/product-name';
import { escapeHtml } from '../../../http/escape-html';

/** How a provider round trip ended, as the page that ends it tells the app. */
export type RoundTripEnd =
  | { outcome: 'signed-in'; returnTo: string }
  | { outcome: 'second-factor' }
  | { outcome: 'linked'; returnTo: string }
  | { outcome: 'error'; code: string; message: string };

export const RESULT_SCRIPT_PATH = '/api/auth/oidc/result.js';

/** Where the tab goes when there is no opener to tell: the app's own screens. */
export function fallbackPath(end: RoundTripEnd): string {
  switch (end.outcome) {
    case 'signed-in':
    case 'linked':
      return end.returnTo;
    case 'second-factor':
      return '/login?step=second-factor';
    case 'error':
      return `/login?${new URLSearchParams({ authError: end.code }).toString()}`;
  }
}

/**
 * The page the provider's redirect lands on. Its script (a file, for the CSP) tells the opener
 * and closes a popup, or takes a redirected tab on to the app (decision 122).
 */
export function resultPage(end: RoundTripEnd, display: 'popup' | 'redirect' | 'unknown'): string {
  const attributes = {
    'data-display': display,
    'data-outcome': end.outcome,
    'data-code': end.outcome === 'error' ? end.code : '',
    'data-message': end.outcome === 'error' ? end.message : '',
    'data-fallback': fallbackPath(end),
  };
  const data = Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ');
  const text = end.outcome === 'error' ? end.message : 'Done. This window closes by itself.';
  return [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><title>Signing in – ${PRODUCT_NAME}</title>`,
    `<script src="${RESULT_SCRIPT_PATH}" defer></script></head>`,
    `<body ${data}><p>${escapeHtml(text)}</p></body>`,
    '</html>',
  ].join('\n');
}

/** Posts the end to the opening app (same origin only) and closes, else goes on in this tab. */
export const RESULT_SCRIPT = `(() => {
  const data = document.body.dataset;
  const opener = window.opener;
  const popup = data.display === 'popup' || (data.display === 'unknown' && opener);
  if (popup && opener && !opener.closed) {
    opener.postMessage(
      { source: 'tsuzuki-oidc', outcome: data.outcome, code: data.code, message: data.message },
      window.location.origin,
    );
    window.close();
    return;
  }
  window.location.replace(data.fallback);
})();
`;
