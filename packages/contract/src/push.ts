import { z } from 'zod';

/** Contract §18: the longest push endpoint accepted, in bytes of its text. */
export const PUSH_ENDPOINT_MAX = 1024;
/** Contract §18: devices one person may subscribe; a new one past this replaces the oldest. */
export const PUSH_DEVICES_MAX = 10;

export const PUSH_MSG = {
  endpointRequired: '푸시 주소를 입력해주세요',
  endpointTooLong: `푸시 주소는 ${PUSH_ENDPOINT_MAX}자 이하여야 해요`,
  endpointInvalid: '올바른 푸시 주소가 아니에요',
  endpointHttps: '푸시 주소는 https로 시작해야 해요',
  endpointPrivate: '내부망이나 이 기기를 가리키는 푸시 주소는 쓸 수 없어요',
  endpointUnresolvable: '푸시 주소의 서버를 찾을 수 없어요',
  p256dhInvalid: '기기 암호 키(p256dh)가 올바르지 않아요',
  authInvalid: '기기 인증 키(auth)가 올바르지 않아요',
  quietTimeInvalid: '시간은 00:00부터 23:59 사이로 입력해주세요',
  quietSame: '방해 금지 시작과 끝은 달라야 해요',
  subscriptionNotFound: '등록된 기기를 찾을 수 없어요',
  tooMany: '기기 등록이 너무 잦아요. 잠시 후 다시 시도해주세요',
} as const;

/** `GET /api/push/key`: the server's VAPID public key (base64url), for `applicationServerKey`. */
export const pushKeySchema = z.object({ publicKey: z.string() });

/**
 * A browser's `PushSubscription.toJSON()`: p256dh is a 65-byte uncompressed P-256 point (0x04…,
 * 87 base64url characters, so it starts with `B`), auth 16 bytes (22 characters). The server also
 * checks the point lies on the curve, and the endpoint's address (https, no private network).
 */
export const pushSubscribeSchema = z.object({
  endpoint: z
    .string({ error: PUSH_MSG.endpointRequired })
    .min(1, PUSH_MSG.endpointRequired)
    .max(PUSH_ENDPOINT_MAX, PUSH_MSG.endpointTooLong),
  keys: z.object(
    {
      p256dh: z.string({ error: PUSH_MSG.p256dhInvalid }).regex(/^B[A-Za-z0-9_-]{86}=?$/, PUSH_MSG.p256dhInvalid),
      auth: z.string({ error: PUSH_MSG.authInvalid }).regex(/^[A-Za-z0-9_-]{22}(==)?$/, PUSH_MSG.authInvalid),
    },
    { error: PUSH_MSG.p256dhInvalid },
  ),
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeSchema>;

export const pushEndpointQuerySchema = z.object({
  endpoint: z
    .string({ error: PUSH_MSG.endpointRequired })
    .min(1, PUSH_MSG.endpointRequired)
    .max(PUSH_ENDPOINT_MAX, PUSH_MSG.endpointTooLong),
});

/** Contract §22: one of the caller's devices. */
export const pushDeviceSchema = z.object({
  id: z.number().int(),
  endpoint: z.string(),
  label: z.string(),
  createdAt: z.string(),
  lastDeliveredAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

/**
 * What a push carries (contract §18), encrypted as aes128gcm. Beside the four fields: `icon`, the
 * group's image (set at send time), and `count`, how many new chat messages this push announces
 * (the service worker adds them up under one tag: 새 메시지 3개).
 */
export type PushPayload = { title: string; body: string; url: string; tag: string; icon?: string; count?: number };

const clockTime = z.string({ error: PUSH_MSG.quietTimeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, PUSH_MSG.quietTimeInvalid);

/** Contract §18: `GET`/`PUT /api/users/me/notification-settings` (quiet hours in Asia/Seoul). */
export const notificationSettingsSchema = z.object({
  push: z.object({ activity: z.boolean(), groupAdmin: z.boolean(), chat: z.boolean(), events: z.boolean() }),
  email: z.object({ reminders: z.boolean(), digest: z.boolean() }),
  quietHours: z
    .object({ enabled: z.boolean(), start: clockTime, end: clockTime })
    .refine((quiet) => quiet.start !== quiet.end, { message: PUSH_MSG.quietSame, path: ['end'] }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  push: { activity: true, groupAdmin: true, chat: true, events: true },
  email: { reminders: true, digest: true },
  quietHours: { enabled: true, start: '22:00', end: '08:00' },
};

export const GROUP_CHAT_NOTIFY = ['ALL', 'MENTIONS', 'NONE'] as const;
export type GroupChatNotify = (typeof GROUP_CHAT_NOTIFY)[number];

/** Contract §18: `GET`/`PUT /api/groups/{id}/notification-settings` (알림 끄기, 채팅 알림). */
export const groupNotificationSettingsSchema = z.object({
  muted: z.boolean(),
  chat: z.enum(GROUP_CHAT_NOTIFY, { error: '채팅 알림은 전체, 멘션만, 끄기 중 하나예요' }),
});
export type GroupNotificationSettings = z.infer<typeof groupNotificationSettingsSchema>;
