declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  /** Decrypts an encrypted content-coding body (RFC 8188); for aes128gcm the sender's key is in the body's header. */
  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer | string }): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}
