export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** When to come back, for refusals that know it (rate limits): sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'invalid-argument') =>
  new HttpError(400, code, message);
export const notFound = (message: string) => new HttpError(404, 'not-found', message);
