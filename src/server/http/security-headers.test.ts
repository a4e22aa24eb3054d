import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

describe('security headers', () => {
  it('allow only same-origin scripts, and no framing', () => {
    const policy = contentSecurityPolicy({ secure: false });
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(securityHeaders({ secure: false })).not.toHaveProperty('strict-transport-security');
  });

  it('let pictures come from this origin only: the server serves every poster', () => {
    expect(contentSecurityPolicy({ secure: false })).toContain("img-src 'self' data: blob:;");
  });

  it('add HSTS and upgrade requests behind HTTPS', () => {
    expect(contentSecurityPolicy({ secure: true })).toContain('upgrade-insecure-requests');
    expect(securityHeaders({ secure: true })['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('let a configured captcha provider load its script and frame', () => {
    const policy = contentSecurityPolicy({
      secure: false,
      scriptHosts: ['https://www.google.com', 'https://www.gstatic.com'],
    });
    expect(policy).toContain("script-src 'self' https://www.google.com https://www.gstatic.com;");
    expect(policy).toContain('frame-src https://www.google.com https://www.gstatic.com;');
  });
});
