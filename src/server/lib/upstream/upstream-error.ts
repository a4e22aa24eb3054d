export type UpstreamFailure =
  'timeout' | 'network' | 'server-error' | 'rate-limited' | 'busy' | 'invalid-response';

/** Why an upstream gave no usable answer. Messages never carry URLs, so they are safe to log. */
export class UpstreamError extends Error {
  constructor(
    readonly upstream: string,
    readonly reason: UpstreamFailure,
    message: string,
    readonly details: { status?: number; retryAfterMs?: number } = {},
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** What to tell a visitor when an upstream failed and no cached answer could stand in. */
export function upstreamFailureMessage(error: UpstreamError): string {
  const name = error.upstream;
  switch (error.reason) {
    case 'timeout':
      return `${name} did not answer in time. Please try again.`;
    case 'network':
      return `${name} could not be reached. Please try again later.`;
    case 'server-error':
      return `${name} answered with an error (HTTP ${error.details.status ?? 500}). Please try again later.`;
    case 'rate-limited':
      return `${name} is limiting requests from this server. Please try again in ${retryAfterSeconds(error)} seconds.`;
    case 'busy':
      return `Too many requests are waiting for ${name}. Please try again shortly.`;
    case 'invalid-response':
      return `${name} sent an answer that could not be read. Please try again later.`;
  }
}

/** Whole seconds for a Retry-After header, never 0 so clients do not retry in a tight loop. */
export function retryAfterSeconds(error: UpstreamError): number {
  return Math.max(1, Math.ceil((error.details.retryAfterMs ?? 0) / 1000));
}
