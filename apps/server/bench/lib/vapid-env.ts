import { createECDH } from 'node:crypto';

/** A throwaway VAPID key pair and contact: production refuses to start without them (contract §18); benches send no push. */
export function benchVapidEnv() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const privateKey = ecdh.getPrivateKey();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey('base64url'),
    VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url'),
    VAPID_SUBJECT: 'mailto:bench@dongne.example',
  };
}
