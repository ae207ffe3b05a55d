import { z } from 'zod';
import { MSG } from './messages.ts';

/** Contract §12: the signed-in user's data export and account deletion (회원탈퇴). */
export const ACCOUNT_MSG = {
  passwordRequired: MSG.passwordRequired,
  wrongPassword: '비밀번호가 올바르지 않습니다.',
  ownsGroups: '모임장으로 있는 모임이 있어 탈퇴할 수 없습니다. 모임을 다른 멤버에게 넘기거나 삭제한 뒤 다시 시도해주세요.',
  deleted: '탈퇴가 완료되었습니다.',
} as const;

/** At most this many rows of each kind go into one export (newest first); `truncated` names the kinds cut. */
export const EXPORT_SECTION_MAX = 10_000;

export const deleteAccountSchema = z.object({
  password: z.string({ error: ACCOUNT_MSG.passwordRequired }).min(1, ACCOUNT_MSG.passwordRequired).max(128, MSG.passwordMax),
});
export type DeleteAccountPayload = z.input<typeof deleteAccountSchema>;

/** A group the user still owns: deletion waits until it is handed over or deleted. */
export const ownedGroupSchema = z.object({ id: z.number().int(), name: z.string() });
export type OwnedGroup = z.infer<typeof ownedGroupSchema>;

/** The 409 body of `DELETE /api/users/me` for an owner: the error body plus the groups to hand over. */
export const ownsGroupsErrorSchema = z.object({
  status: z.literal(409),
  error: z.string(),
  message: z.string(),
  path: z.string(),
  timestamp: z.string(),
  groups: z.array(ownedGroupSchema),
});
export type OwnsGroupsError = z.infer<typeof ownsGroupsErrorSchema>;

/** `GET /api/users/me/export`: everything the user gave the service, as of `exportedAt`. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  /** Kinds with more than EXPORT_SECTION_MAX rows: only the newest EXPORT_SECTION_MAX are included. */
  truncated: z.array(z.string()),
  profile: z.object({
    id: z.number().int(),
    email: z.string(),
    nickname: z.string(),
    bio: z.string().nullable(),
    profileImage: z.string().nullable(),
    role: z.string(),
    createdAt: z.string(),
    agreedTermsIds: z.array(z.number().int()),
    homeLocation: z
      .object({ lat: z.number().nullable(), lng: z.number().nullable(), address: z.string().nullable(), district: z.string().nullable() })
      .nullable(),
  }),
  company: z.object({ id: z.number().int(), name: z.string() }),
  interests: z.array(z.object({ id: z.number().int(), name: z.string() })),
  locations: z.array(z.object({ id: z.number().int(), city: z.string(), district: z.string() })),
  memberships: z.array(z.object({ groupId: z.number().int(), groupName: z.string(), role: z.string(), joinedAt: z.string() })),
  joinRequests: z.array(z.record(z.string(), z.unknown())),
  posts: z.array(z.record(z.string(), z.unknown())),
  comments: z.array(z.record(z.string(), z.unknown())),
  likes: z.array(z.record(z.string(), z.unknown())),
  chatMessages: z.array(z.record(z.string(), z.unknown())),
  eventsCreated: z.array(z.record(z.string(), z.unknown())),
  eventsJoined: z.array(z.record(z.string(), z.unknown())),
  eventSeriesJoined: z.array(z.record(z.string(), z.unknown())),
  /** Contract §19: the user's attendance at events (출석, 불참). */
  attendance: z.array(z.record(z.string(), z.unknown())),
  /** Contract §20: the photos the user added to events (their files are under `uploads`). */
  eventPhotos: z.array(z.record(z.string(), z.unknown())),
  notifications: z.array(z.record(z.string(), z.unknown())),
  /** Contract §11: the reports the user made (what, why, when). */
  reportsMade: z.array(z.record(z.string(), z.unknown())),
  /** Contract §11: the users the user blocked. */
  blocks: z.array(z.record(z.string(), z.unknown())),
  uploads: z.array(z.record(z.string(), z.unknown())),
  /** Contract §18: the devices that receive pushes (their encryption keys are not included). */
  pushDevices: z.array(z.record(z.string(), z.unknown())),
  /** Contract §18: the notification settings, at most one row. */
  notificationSettings: z.array(z.record(z.string(), z.unknown())),
  /** Contract §18: per-group notification settings (알림 끄기, 채팅 알림). */
  groupNotificationSettings: z.array(z.record(z.string(), z.unknown())),
  /** Contract §20: the user's votes in named polls (anonymous ballots link to nobody, so no export holds them). */
  pollVotes: z.array(z.record(z.string(), z.unknown())),
  /** Contract §20: the date polls (일정 조율) the user started, with their slots. */
  datePollsCreated: z.array(z.record(z.string(), z.unknown())),
  /** Contract §20: the user's answers in date polls (가능, 애매, 불가 per slot). */
  datePollAnswers: z.array(z.record(z.string(), z.unknown())),
  /** Contract §21: the user's reactions (공감) on chat messages. */
  chatReactions: z.array(z.record(z.string(), z.unknown())),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
