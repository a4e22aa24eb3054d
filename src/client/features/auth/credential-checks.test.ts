import { describe, expect, it } from 'vitest';
import { emailProblem, registrationProblem, usernameProblem } from './credential-checks';

const valid = { email: 'mio@example.test', password: 'abcdef', username: 'Mio' };

describe('registrationProblem', () => {
  it('finds nothing wrong with a valid sign-up', () => {
    expect(registrationProblem(valid)).toBeNull();
    expect(registrationProblem({ ...valid, email: '  Mio@Example.test ' })).toBeNull();
  });

  it('uses the catalogue’s messages for the address and the password', () => {
    expect(registrationProblem({ ...valid, email: 'mio@' })).toBe(
      'Please enter a valid email address.',
    );
    expect(registrationProblem({ ...valid, password: 'abcde' })).toBe(
      'Password should be at least 6 characters long.',
    );
  });

  it('reports the first problem, in the server’s order', () => {
    expect(registrationProblem({ email: '', password: '', username: '' })).toBe(emailProblem(''));
  });
});

describe('usernameProblem', () => {
  it('holds usernames to 2–40 characters after trimming', () => {
    expect(usernameProblem(' M ')).toBe('Username must be 2 to 40 characters.');
    expect(usernameProblem('x'.repeat(41))).toBe('Username must be 2 to 40 characters.');
    expect(usernameProblem('Mi')).toBeNull();
  });
});
