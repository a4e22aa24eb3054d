import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises an unreachable or departing database server', () => {
    const failures = [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('08006'),
      withCode('53300', 'sorry, too many clients already'),
      withCode('SQLITE_BUSY', 'database is locked'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('query failed', { cause: withCode('ECONNREFUSED') }),
    ];
    for (const failure of failures)
      expect(isDatabaseUnavailable(failure), failure.message).toBe(true);
  });

  it('leaves every other failure to be reported as our fault', () => {
    const failures = [
      new Error('boom'),
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42P01', 'relation does not exist'),
      withCode('SQLITE_CONSTRAINT_UNIQUE'),
      'a string',
      null,
    ];
    for (const failure of failures) expect(isDatabaseUnavailable(failure)).toBe(false);
  });
});
