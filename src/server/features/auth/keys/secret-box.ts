import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM with a key derived (HKDF-SHA256) from the instance secret for one purpose, so a
 * secret encrypted for one use never opens for another. The secret loads on first use.
 */
export class SecretBox {
  private key: Promise<Buffer> | undefined;

  constructor(
    private readonly loadSecret: () => Promise<string>,
    private readonly purpose: string,
  ) {}

  async seal(plaintext: string): Promise<string> {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', await this.keyFor(), iv);
    const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const payload = Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    return `${VERSION}.${payload}`;
  }

  async open(box: string): Promise<string> {
    const [version, payload] = box.split('.');
    if (version !== VERSION || payload === undefined) throw new Error('unknown sealed format');
    const bytes = Buffer.from(payload, 'base64url');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      await this.keyFor(),
      bytes.subarray(0, IV_BYTES),
    );
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const opened = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]);
    return opened.toString('utf8');
  }

  private keyFor(): Promise<Buffer> {
    this.key ??= this.loadSecret().then((secret) =>
      Buffer.from(hkdfSync('sha256', secret, 'tsuzuki', this.purpose, 32)),
    );
    return this.key;
  }
}
