/** The part of http_ece (web-push's own dependency) the tests' push endpoint decrypts with. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParameters {
    version: 'aes128gcm';
    privateKey: ECDH;
    /** base64url. */
    authSecret: string;
  }

  const ece: { decrypt(buffer: Buffer, parameters: DecryptParameters): Buffer };
  export default ece;
}
