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
    // Flips a bit of the ciphertext itself: swapping base64 characters could leave the bytes
    // unchanged (a last character's low bits are padding), which made this fail 1 run in 1,000.
    const bytes = Buffer.from(sealed.slice('v1.'.length), 'base64url');
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 1;
    const tampered = `v1.${bytes.toString('base64url')}`;
    await expect(new SecretBox(secret, 'totp').open(tampered)).rejects.toThrow();
  });
});
