import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries network failures, timeouts, rate limits and server errors', () => {
    for (const status of [0, 408, 429, 500, 502, 503]) {
      expect(shouldRetry(0, new ApiError(status, 'x', 'x'))).toBe(true);
    }
    expect(shouldRetry(0, new TypeError('bad shape'))).toBe(true);
  });

  it('never retries a request the server refused', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(shouldRetry(0, new ApiError(status, 'x', 'x'))).toBe(false);
    }
  });

  it('gives up after two retries', () => {
    const error = new ApiError(503, 'unavailable', 'x');
    expect(shouldRetry(1, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
  });
});
