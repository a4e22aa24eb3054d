import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadMessages } from '../../i18n/i18n';
import type { Translate } from './auth-messages';
import { emailProblem, registrationProblem, usernameProblem } from './credential-checks';

const t: Translate = (id, values) => i18n._(id, values);

beforeAll(() => loadMessages('auth'));

const valid = { email: 'mio@example.test', password: 'abcdef', username: 'Mio' };

describe('registrationProblem', () => {
  it('finds nothing wrong with a valid sign-up', () => {
    expect(registrationProblem(valid, t)).toBeNull();
    expect(registrationProblem({ ...valid, email: '  Mio@Example.test ' }, t)).toBeNull();
  });

  it('uses the catalogue’s messages for the address and the password', () => {
    expect(registrationProblem({ ...valid, email: 'mio@' }, t)).toBe(
      'Please enter a valid email address.',
    );
    expect(registrationProblem({ ...valid, password: 'abcde' }, t)).toBe(
      'Password should be at least 6 characters long.',
    );
  });

  it('reports the first problem, in the server’s order', () => {
    expect(registrationProblem({ email: '', password: '', username: '' }, t)).toBe(
      emailProblem('', t),
    );
  });
});

describe('usernameProblem', () => {
  it('holds usernames to 2–40 characters after trimming', () => {
    expect(usernameProblem(' M ', t)).toBe('Username must be 2 to 40 characters.');
    expect(usernameProblem('x'.repeat(41), t)).toBe('Username must be 2 to 40 characters.');
    expect(usernameProblem('Mi', t)).toBeNull();
  });
});
