import { describe, expect, it } from 'vitest';
import { ACTION_MODES } from '../../../shared/auth-api';
import { readActionLink } from './action-link';

describe('readActionLink', () => {
  it.each(ACTION_MODES)('reads a %s link', (mode) => {
    expect(readActionLink(`?mode=${mode}&oobCode=abc_123-XYZ&lang=en`)).toEqual({
      mode,
      oobCode: 'abc_123-XYZ',
    });
  });

  it.each([
    '',
    '?mode=verifyEmail',
    '?oobCode=abc',
    '?mode=signIn&oobCode=abc',
    '?mode=toString&oobCode=abc',
    '?mode=verifyEmail&oobCode=',
    `?mode=verifyEmail&oobCode=${'a'.repeat(201)}`,
  ])('finds no link in %j', (search) => {
    expect(readActionLink(search)).toBeNull();
  });
});
