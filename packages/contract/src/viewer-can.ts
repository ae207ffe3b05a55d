import { z } from 'zod';

/*
 * `viewerCan` (contract §17, §22): what the caller may do to the thing that carries it, decided by
 * the server's policy module. Each key is a boolean for the caller, all false for a guest; clients
 * show actions from these and keep no copy of the rules.
 */

const flags = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.boolean()])) as Record<K, z.ZodBoolean>);

/** A group: edit and delete it (owner), remove members and ban (staff), roles (owner), pin notices (staff), create events (members). */
export const groupViewerCanSchema = flags(['edit', 'delete', 'manageMembers', 'manageRoles', 'pin', 'createEvent'] as const);
export type GroupViewerCan = z.infer<typeof groupViewerCanSchema>;

/** One member of a group's member list: what the staff's ⋮ menu offers on them (contract §10). */
export const memberViewerCanSchema = flags(['changeRole', 'handOver', 'remove'] as const);
export type MemberViewerCan = z.infer<typeof memberViewerCanSchema>;

export const postViewerCanSchema = flags(['edit', 'delete', 'pin', 'report', 'block'] as const);
export type PostViewerCan = z.infer<typeof postViewerCanSchema>;

/** A poll (contract §17): vote (members, while open) and close it (its creator or the staff, while open). */
export const pollViewerCanSchema = flags(['vote', 'close'] as const);
export type PollViewerCan = z.infer<typeof pollViewerCanSchema>;

/**
 * A date poll (contract §20): answer (members, while open and undecided), close it and make its
 * event (its creator or the staff; closing while open, the event while none was made).
 */
export const datePollViewerCanSchema = flags(['answer', 'close', 'makeEvent', 'delete'] as const);
export type DatePollViewerCan = z.infer<typeof datePollViewerCanSchema>;

export const commentViewerCanSchema = flags(['edit', 'delete', 'report', 'block'] as const);
export type CommentViewerCan = z.infer<typeof commentViewerCanSchema>;

/**
 * An event: `markAttendance` and `showCheckInCode` are the organiser's, the owner's and the managers'
 * (contract §19); `addPhotos` any member's once it has started and unless it was cancelled (§20).
 */
export const eventViewerCanSchema = flags(['edit', 'cancel', 'delete', 'markAttendance', 'showCheckInCode', 'addPhotos'] as const);
export type EventViewerCan = z.infer<typeof eventViewerCanSchema>;

/** A photo of the album: an event photo's uploader and the staff may delete it; other photos go with their post or message. */
export const albumPhotoViewerCanSchema = flags(['delete'] as const);
export type AlbumPhotoViewerCan = z.infer<typeof albumPhotoViewerCanSchema>;

export const chatMessageViewerCanSchema = flags(['delete', 'report', 'block', 'pinNotice'] as const);
export type ChatMessageViewerCan = z.infer<typeof chatMessageViewerCanSchema>;
