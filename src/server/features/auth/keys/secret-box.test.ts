import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

const secret = () => Promise.resolve('an instance secret of at least 32 characters');

describe('SecretBox', () => {
  it('opens what it sealed, and seals the same text differently each time', async () => {
    const box = new SecretBox(secret, 'totp');
    const first = await box.seal('JBSWY3DPEHPK3PXP');
    const second = await box.seal('JBSWY3DPEHPK3PXP');
    expect(first).not.toBe(second);
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(await box.open(first)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses to open a box sealed for another purpose or tampered with', async () => {
    const sealed = await new SecretBox(secret, 'totp').seal('JBSWY3DPEHPK3PXP');
    await expect(new SecretBox(secret, 'other').open(sealed)).rejects.toThrow();
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    await expect(new SecretBox(secret, 'totp').open(tampered)).rejects.toThrow();
  });
});
