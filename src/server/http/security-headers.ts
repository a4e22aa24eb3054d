import type { FastifyInstance } from 'fastify';
import { DEFAULT_IMAGE_HOSTS } from '../features/images/image-hosts';

/**
 * The picture hosts an offline catalogue may point posters at (its build keeps only those). The
 * browser never loads from them: the server fetches and serves every poster (decision 300).
 */
export const POSTER_HOSTS = DEFAULT_IMAGE_HOSTS;

export interface SecurityHeaderOptions {
  /** Served over HTTPS: adds HSTS and upgrades any stray http: sub-request. */
  secure: boolean;
  /** Extra script and frame origins, e.g. the captcha provider when the bot check is on. */
  scriptHosts?: string[];
}

export function contentSecurityPolicy({ secure, scriptHosts = [] }: SecurityHeaderOptions): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHosts]],
    // The dialog library's scroll lock injects a small <style> element at run time.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Posters come from this server (decision 300): no third-party picture host.
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...scriptHosts]],
    ['frame-src', scriptHosts.length > 0 ? scriptHosts : ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const policy = directives.map(([name, values]) => `${name} ${values.join(' ')}`);
  if (secure) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** The headers every answer carries, worked out once rather than per request. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    // Not same-origin: that would cut the app off from a sign-in provider's popup (decision 122).
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    ...(options.secure
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
