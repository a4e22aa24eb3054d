import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom } from './api';

describe('apiErrorFrom', () => {
  it("carries the server's code, message and the status", () => {
    const error = apiErrorFrom(404, {
      error: { code: 'not-found', message: 'No such title.', requestId: 'r-1' },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect({ status: error.status, code: error.code, message: error.message }).toEqual({
      status: 404,
      code: 'not-found',
      message: 'No such title.',
    });
  });

  it('describes answers that are not our error shape', () => {
    for (const body of [undefined, 'Bad Gateway', { error: 'nope' }, { message: 'x' }]) {
      const error = apiErrorFrom(502, body);
      expect(error.code).toBe('unexpected-response');
      expect(error.status).toBe(502);
      expect(error.message).toBe('The server answered with status 502.');
    }
  });
});
