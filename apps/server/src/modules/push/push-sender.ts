import http from 'node:http';
import https from 'node:https';
import type { PushPayload } from '@dongne/contract';
import webpush from 'web-push';
import type { VapidConfig } from '../../config.ts';
import { type EndpointRules, safeLookup } from './endpoint-guard.ts';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOptions = { ttlSeconds: number; urgency: 'very-low' | 'low' | 'normal' | 'high'; topic: string };
/** The push service's answer: its status code (201 accepted; 404/410 gone; 429/5xx try later). */
export type PushResult = { status: number };

const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends one push (RFC 8030): web-push encrypts the payload (aes128gcm, RFC 8291) and signs the
 * VAPID header (RFC 8292); the request itself goes through our socket, whose `lookup` refuses
 * private addresses (endpoint-guard.ts), so a host name that now resolves inside is never reached.
 */
export function sendPush(
  target: PushTarget,
  payload: PushPayload,
  options: PushOptions,
  { vapid, rules }: { vapid: VapidConfig; rules: EndpointRules },
): Promise<PushResult> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: vapid,
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      topic: options.topic,
      contentEncoding: 'aes128gcm',
    },
  );
  const url = new URL(details.endpoint);
  const transport = url.protocol === 'http:' ? http : https;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers: details.headers as http.OutgoingHttpHeaders,
        lookup: safeLookup(rules) as unknown as http.RequestOptions['lookup'],
        timeout: SEND_TIMEOUT_MS,
        agent: false,
      },
      (response) => {
        // The answer's body is not needed: drained so the socket closes.
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('push service did not answer in time')));
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}
