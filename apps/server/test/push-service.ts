import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushPayload } from '@dongne/contract';
import ece from 'http_ece';
import { importJWK, jwtVerify } from 'jose';

/** One push as the push service received it: decrypted, with its VAPID claims checked. */
export type Delivery = {
  device: string;
  headers: IncomingHttpHeaders;
  payload: PushPayload;
  /** The JWT's audience, verified with the server's VAPID public key (RFC 8292). */
  audience: string;
  vapidKey: string;
};

type Device = { ecdh: ECDH; auth: Buffer };

/**
 * Plays a push service on 127.0.0.1 for tests (contract §18): each device has its own ECDH key and
 * auth secret, as a browser's subscription does; every delivery is decrypted with them (aes128gcm,
 * RFC 8291, with http_ece as web-push's own tests do) and its VAPID header verified. A device can
 * be told to answer with other statuses (410 gone, 429 too many) for its next deliveries.
 */
export class FakePushService {
  readonly deliveries: Delivery[] = [];
  readonly refused: { device: string; status: number }[] = [];
  private readonly devices = new Map<string, Device>();
  private readonly statuses = new Map<string, number[]>();
  private server?: Server;
  base = '';

  private readonly vapidPublicKey: () => string;

  constructor(vapidPublicKey: () => string) {
    this.vapidPublicKey = vapidPublicKey;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const name = (request.url ?? '').replace(/^\/push\//, '');
        const status = this.statuses.get(name)?.shift() ?? 201;
        this.receive(name, request.headers, Buffer.concat(chunks), status)
          .then(() => {
            response.statusCode = status;
            response.end();
          })
          .catch((error: Error) => {
            response.statusCode = 400;
            response.end(error.message);
          });
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A browser's subscription for a new device: endpoint and keys as `PushSubscription.toJSON()` gives them. */
  device(name: string) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.devices.set(name, { ecdh, auth });
    return { endpoint: `${this.base}/push/${name}`, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') } };
  }

  /** The statuses the device answers its next deliveries with (then 201 again). */
  answer(name: string, ...statuses: number[]) {
    this.statuses.set(name, statuses);
  }

  to(name: string): Delivery[] {
    return this.deliveries.filter((delivery) => delivery.device === name);
  }

  private async receive(name: string, headers: IncomingHttpHeaders, body: Buffer, status: number) {
    const device = this.devices.get(name);
    if (!device) throw new Error(`no such device: ${name}`);
    const match = /^vapid t=([^,]+), k=(\S+)$/.exec(headers.authorization ?? '');
    if (!match?.[1] || !match[2]) throw new Error('no VAPID authorization');
    if (match[2] !== this.vapidPublicKey()) throw new Error('VAPID key is not the server’s');
    const raw = Buffer.from(match[2], 'base64url');
    const key = await importJWK(
      { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
      'ES256',
    );
    const origin = new URL(this.base).origin;
    const { payload: claims } = await jwtVerify(match[1], key, { audience: origin });
    if (status >= 300) {
      this.refused.push({ device: name, status });
      return;
    }
    if (headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
    const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth });
    this.deliveries.push({
      device: name,
      headers,
      payload: JSON.parse(plain.toString('utf8')) as PushPayload,
      audience: String(claims.aud),
      vapidKey: match[2],
    });
  }
}
