import http from 'node:http';

export interface CaptchaCheck {
  secret: string;
  response: string;
  remoteip: string;
}

export interface FakeCaptchaVerifier {
  /** The siteverify address for BOT_CHECK_VERIFY_URL. */
  url: string;
  /** Every verification asked for, in order. */
  checks: CaptchaCheck[];
  close(): Promise<void>;
}

/**
 * A local stand-in for reCAPTCHA's siteverify endpoint: it answers the provider's recorded
 * shapes, scoring each token from `scores` and failing unknown tokens and wrong secrets.
 */
export async function startFakeCaptchaVerifier(
  secret: string,
  scores: Record<string, number>,
): Promise<FakeCaptchaVerifier> {
  const checks: CaptchaCheck[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const check = {
        secret: form.get('secret') ?? '',
        response: form.get('response') ?? '',
        remoteip: form.get('remoteip') ?? '',
      };
      checks.push(check);
      const score = scores[check.response];
      const body =
        check.secret !== secret
          ? { success: false, 'error-codes': ['invalid-input-secret'] }
          : score === undefined
            ? { success: false, 'error-codes': ['invalid-input-response'] }
            : {
                success: true,
                challenge_ts: '2026-11-22T12:00:00Z',
                hostname: 'localhost',
                score,
                action: 'submit',
              };
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    checks,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
