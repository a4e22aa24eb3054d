import { describe, expect, it } from 'vitest';
import { withRequestId } from './error-request-id';

const REQUEST_ID = 'trace-0af7651916cd43dd';

describe('withRequestId', () => {
  it('adds the request id to a relayed TMDB refusal', () => {
    const relayed = JSON.stringify({
      error: { code: 'invalid-argument', message: 'TMDB refused the request: Invalid page' },
    });
    expect(JSON.parse(withRequestId(400, relayed, REQUEST_ID))).toEqual({
      error: {
        code: 'invalid-argument',
        message: 'TMDB refused the request: Invalid page',
        requestId: REQUEST_ID,
      },
    });
  });

  it('replaces an id kept from an earlier request', () => {
    const kept = JSON.stringify({ error: { code: 'not-found', message: 'x', requestId: 'old' } });
    expect(JSON.parse(withRequestId(404, kept, REQUEST_ID))).toMatchObject({
      error: { requestId: REQUEST_ID },
    });
  });

  it('leaves successes and bodies without an error untouched', () => {
    const page = '{"page":1,"results":[]}';
    expect(withRequestId(200, page, REQUEST_ID)).toBe(page);
    expect(withRequestId(502, '{"status_code":11}', REQUEST_ID)).toBe('{"status_code":11}');
  });
});
