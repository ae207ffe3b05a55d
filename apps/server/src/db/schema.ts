import { AUDIT_ACTIONS, CHAT_REACTION_KEYS, REPORT_TARGET_TYPES } from '@dongne/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true });

export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  domains: text('domains').array().notNull(),
  /** Set when an operator removes the company: no new sign-ups with its domains, accounts stay. */
  removedAt: tstz('removed_at'),
});

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    displayOrder: integer('display_order').notNull().default(0),
    iconUrl: text('icon_url'),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
  },
  (table) => [index('categories_parent_id_idx').on(table.parentId)],
);

export const locations = pgTable('locations', {
  id: integer('id').primaryKey(),
  city: text('city').notNull(),
  district: text('district').notNull(),
  nameEn: text('name_en'),
  code: text('code'),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    nickname: text('nickname').notNull(),
    /**
     * The nickname's case-folded NFKC form, which is unique (contract §16): "Kim" and "ＫＩＭ" are one
     * nickname. Folding is the database's lower(): full Unicode on PGlite and on PostgreSQL with a
     * UTF-8 or ICU locale; a C-locale PostgreSQL folds only ASCII letters (docs/decisions.md).
     */
    nicknameKey: text('nickname_key').notNull().generatedAlwaysAs(sql`lower(normalize(nickname, NFKC))`),
    /**
     * Set only by migration 0012 on accounts whose nicknames already folded to another's (they keep
     * them until they change it); every other account's folded nickname is unique.
     */
    legacyNicknameDuplicate: boolean('legacy_nickname_duplicate').notNull().default(false),
    /**
     * The address's mailbox key (contract §2.1): lower-cased, `+tag` taken out of the local part, so
     * `kim+a@x.com` and `kim@x.com` are one mailbox. '' once the address is erased (회원탈퇴).
     * `mailboxKeyOf` in `modules/users/mailbox-key.ts` computes the same key for lookups.
     */
    mailboxKey: text('mailbox_key').notNull().generatedAlwaysAs(sql`lower(regexp_replace(email, '^([^@+]+)\\+[^@]*@', '\\1@'))`),
    /**
     * Set only by migration 0025 on live accounts that already shared a mailbox with an earlier one
     * (listed by the view `duplicate_mailbox_keys`, never merged); every other live key is unique.
     */
    mailboxKeyDuplicate: boolean('mailbox_key_duplicate').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    bio: text('bio'),
    profileImage: text('profile_image'),
    locationId: integer('location_id').references(() => locations.id),
    locationLat: doublePrecision('location_lat'),
    locationLng: doublePrecision('location_lng'),
    locationAddress: text('location_address'),
    locationDistrict: text('location_district'),
    agreedTermsIds: integer('agreed_terms_ids').array().notNull(),
    /** Platform role (contract §13): `ADMIN`s run the operators' console. */
    role: text('role', { enum: ['USER', 'ADMIN'] })
      .notNull()
      .default('USER'),
    /** Set while an operator has suspended the account; `suspendedUntil` null means for good. */
    suspendedAt: tstz('suspended_at'),
    suspendedUntil: tstz('suspended_until'),
    /**
     * Set when the account was deleted (회원탈퇴, contract §12): e-mail erased to '', nickname set to
     * 탈퇴한 회원, profile, photo and password cleared. The row stays so the posts, comments and chat
     * messages it wrote keep an author; the unique indexes below cover live accounts only, so the
     * address and the nickname are free again.
     */
    deletedAt: tstz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email).where(sql`${table.deletedAt} is null`),
    uniqueIndex('users_nickname_key').on(table.nickname).where(sql`${table.deletedAt} is null`),
    uniqueIndex('users_mailbox_key_live_key')
      .on(table.mailboxKey)
      .where(sql`not ${table.mailboxKeyDuplicate} and ${table.deletedAt} is null`),
    index('users_mailbox_key_idx').on(table.mailboxKey).where(sql`${table.deletedAt} is null`),
    uniqueIndex('users_nickname_fold_key')
      .on(table.nicknameKey)
      .where(sql`not ${table.legacyNicknameDuplicate} and ${table.deletedAt} is null`),
    index('users_company_id_idx').on(table.companyId),
    index('users_admins_idx').on(table.id).where(sql`${table.role} = 'ADMIN'`),
    check('users_role_known', sql`${table.role} in ('USER', 'ADMIN')`),
    index('users_location_id_idx').on(table.locationId),
    // The orphan-upload sweeper asks "is this URL anyone's profile image?" for every candidate.
    index('users_profile_image_idx').on(table.profileImage).where(sql`${table.profileImage} is not null`),
  ],
);

export const userInterests = pgTable(
  'user_interests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.categoryId] }), index('user_interests_category_id_idx').on(table.categoryId)],
);

export const userLocations = pgTable(
  'user_locations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    position: smallint('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.locationId] }), index('user_locations_location_id_idx').on(table.locationId)],
);

/** One live code per address; sends are counted per fixed hour window. */
export const emailVerifications = pgTable('email_verifications', {
  email: text('email').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  codeHash: text('code_hash'),
  expiresAt: tstz('expires_at').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lastSentAt: tstz('last_sent_at').notNull(),
  windowStartedAt: tstz('window_started_at').notNull(),
  sendsInWindow: integer('sends_in_window').notNull(),
  /** When the code was last verified: the sign-up token below is valid for 30 minutes from then. */
  verifiedAt: tstz('verified_at'),
  /** Keyed hash of the single-use token verify-email answered, bound to this address (contract §16). */
  signupTokenHash: text('signup_token_hash'),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    rotatedAt: tstz('rotated_at'),
    revokedAt: tstz('revoked_at'),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(table.tokenHash),
    index('refresh_tokens_family_id_idx').on(table.familyId),
    index('refresh_tokens_user_id_idx').on(table.userId),
  ],
);

/**
 * One sign-in (a refresh family, `id` = `refresh_tokens.family_id`): where it came from and when it
 * was last refreshed, for the 로그인된 기기 list; `revoked_at` ends it (contract §16).
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    revokedAt: tstz('revoked_at'),
  },
  (table) => [
    index('auth_sessions_user_id_idx').on(table.userId),
    index('auth_sessions_revoked_at_idx').on(table.revokedAt),
    // The digest asks when each person last opened the app (their newest session's refresh).
    index('auth_sessions_user_id_last_seen_at_idx').on(table.userId, table.lastSeenAt),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(table.tokenHash),
    index('password_reset_tokens_user_id_idx').on(table.userId),
  ],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Headers beyond the usual (List-Unsubscribe), as SMTP would send them. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_to_created_at_idx').on(table.to, table.createdAt.desc().nullsFirst())],
);

/** Uploaded images, so that only their uploader may delete them. */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    url: text('url').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /**
     * Bumped (by triggers, migration 0017) in the transaction that makes a profile, group, post or
     * chat IMAGE message show this upload: a sweep or discard that read an older value deletes
     * nothing.
     */
    useVersion: integer('use_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('uploads_url_key').on(table.url),
    index('uploads_user_id_idx').on(table.userId),
    // The orphan-upload sweeper takes the oldest uploads first.
    index('uploads_created_at_idx').on(table.createdAt),
  ],
);

export const groups = pgTable(
  'groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    /** The main category: the first of `categoryIds`. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** Every chosen category, main first. */
    categoryIds: integer('category_ids').array().notNull(),
    /** The chosen categories plus their parents, so a top-level filter matches sub-categories with one GIN lookup. */
    filterCategoryIds: integer('filter_category_ids').array().notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    maxMembers: integer('max_members').notNull(),
    /** Kept exact in the same transaction as every membership change. */
    memberCount: integer('member_count').notNull().default(0),
    isPublic: boolean('is_public').notNull().default(true),
    imageUrl: text('image_url'),
    tags: text('tags').array().notNull(),
    /** Tags joined by spaces: the trigram-indexed text that tag search matches. */
    tagsText: text('tags_text').notNull().default(''),
    /** Contract §10: asked of applicants to a private group (at most 200 characters), or null. */
    joinQuestion: text('join_question'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('groups_owner_id_idx').on(table.ownerId),
    index('groups_category_id_idx').on(table.categoryId),
    index('groups_location_id_idx').on(table.locationId),
    index('groups_created_at_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('groups_member_count_idx').on(table.memberCount.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('groups_name_idx').on(table.name, table.id),
    index('groups_filter_category_ids_idx').using('gin', table.filterCategoryIds),
    index('groups_image_url_idx').on(table.imageUrl).where(sql`${table.imageUrl} is not null`),
    check('groups_member_count_within_max', sql`${table.memberCount} >= 0 and ${table.memberCount} <= ${table.maxMembers}`),
  ],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Contract §10: exactly one OWNER per group (the partial unique index), managers (운영진), members. */
    role: text('role', { enum: ['OWNER', 'MANAGER', 'MEMBER'] }).notNull(),
    joinedAt: tstz('joined_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index('group_members_user_id_idx').on(table.userId, table.joinedAt.desc().nullsFirst()),
    index('group_members_group_id_joined_at_idx').on(table.groupId, table.joinedAt),
    // Recent joins count towards a group's activity (popular and recommended lists).
    index('group_members_joined_at_idx').on(table.joinedAt),
    uniqueIndex('group_members_one_owner_key').on(table.groupId).where(sql`${table.role} = 'OWNER'`),
    check('group_members_role_known', sql`${table.role} in ('OWNER', 'MANAGER', 'MEMBER')`),
  ],
);

/** Contract §10: users the group's staff removed and banned; they cannot join or request to join until unbanned. */
export const groupBans = pgTable(
  'group_bans',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bannedBy: integer('banned_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index('group_bans_group_id_created_at_idx').on(table.groupId, table.createdAt.desc().nullsFirst(), table.userId.desc().nullsFirst()),
    index('group_bans_user_id_idx').on(table.userId),
    index('group_bans_banned_by_idx').on(table.bannedBy),
  ],
);

/** What an audit row's act was on (its acts are the contract's AUDIT_ACTIONS). */
export const AUDIT_TARGET_TYPES = ['USER', 'POST', 'COMMENT', 'CHAT_MESSAGE', 'GROUP', 'EVENT', 'COMPANY'] as const;

/**
 * Contract §10 and §13: the audit log. Every staff act on another person or their content and every
 * operator's act (resolutions, suspensions, company changes), for the operators' console.
 * Plain ids without foreign keys, so no cascade or `set null` ever rewrites a row; a trigger
 * (migration 0016) refuses UPDATE and DELETE.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGET_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    /** The group the act was in; null for operators' acts outside a group (companies, suspensions). */
    groupId: integer('group_id'),
    reason: text('reason'),
    at: tstz('at').notNull().defaultNow(),
  },
  (table) => [
    index('staff_audit_actor_id_at_idx').on(table.actorId, table.at.desc().nullsFirst()),
    index('staff_audit_group_id_at_idx').on(table.groupId, table.at.desc().nullsFirst()),
    index('staff_audit_action_at_idx').on(table.action, table.at.desc().nullsFirst()),
    // The operators' unfiltered log, newest first (contract §13).
    index('staff_audit_at_idx').on(table.at.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

export const joinRequests = pgTable(
  'join_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED', 'EXPIRED'] }).notNull(),
    requestMessage: text('request_message'),
    createdAt: createdAt(),
    processedAt: tstz('processed_at'),
    processedBy: integer('processed_by').references(() => users.id, { onDelete: 'set null' }),
    approvalMessage: text('approval_message'),
    rejectedReason: text('rejected_reason'),
    /** Contract §10: the group's join question when the request was made, and the applicant's answer. */
    question: text('question'),
    answer: text('answer'),
  },
  (table) => [
    index('join_requests_group_id_status_idx').on(table.groupId, table.status, table.createdAt.desc().nullsFirst()),
    index('join_requests_user_id_idx').on(table.userId),
    index('join_requests_processed_by_idx').on(table.processedBy),
    uniqueIndex('join_requests_one_pending_key').on(table.groupId, table.userId).where(sql`${table.status} = 'PENDING'`),
  ],
);

/**
 * Contract §11: a user's block list (차단). The primary key answers "did the viewer block this
 * author" (every list's per-row check and the notification filter); the second index pages the
 * blocker's list newest first; the third serves the cascade when a blocked account goes.
 */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('user_blocks_blocker_id_created_at_idx').on(
      table.blockerId,
      table.createdAt.desc().nullsFirst(),
      table.blockedId.desc().nullsFirst(),
    ),
    index('user_blocks_blocked_id_idx').on(table.blockedId),
    check('user_blocks_not_self', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    relatedType: text('related_type'),
    relatedId: integer('related_id'),
    /** Contract §11: the comment a POST_COMMENT notification quotes, so a hidden comment's quote is hidden too. */
    commentId: integer('comment_id').references((): AnyPgColumn => comments.id, { onDelete: 'set null' }),
    /** Whose act this reports (contract §11: recipients who blocked them get none); null for the service's own. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Contract §12: the message is the text that follows the actor's nickname, read from `users` when
     * it is shown, so a new nickname or a deleted account's 탈퇴한 회원 shows at once.
     */
    namesActor: boolean('names_actor').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_comment_id_idx').on(table.commentId).where(sql`${table.commentId} is not null`),
    index('notifications_user_id_created_at_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('notifications_user_id_unread_idx').on(table.userId).where(sql`not ${table.isRead}`),
  ],
);

export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    /** Kept exact in the same transaction as every like and unlike. */
    likeCount: integer('like_count').notNull().default(0),
    /** Visible comments and replies; kept exact in the same transaction as every comment change. */
    commentCount: integer('comment_count').notNull().default(0),
    /** Contract §10: a notice (공지) since then; at most 3 per group, checked under the group's row lock. */
    pinnedAt: tstz('pinned_at'),
    /** Contract §11: hidden after reports (auto-hide or an operator's HIDE) since then; null when shown. */
    hiddenAt: tstz('hidden_at'),
    /**
     * The members it mentions (contract §21), by id, each with the nickname its text wrote after '@':
     * a read writes their nickname as it is now in its place. Null when it mentions no one.
     */
    mentions: jsonb('mentions').$type<{ userId: number; as: string }[]>(),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('posts_group_id_pinned_at_idx').on(table.groupId, table.pinnedAt.desc().nullsFirst()).where(sql`${table.pinnedAt} is not null`),
    index('posts_group_id_created_at_idx').on(table.groupId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // A group's post list (notices first, then newest): read in order from here instead of sorting all the group's posts.
    index('posts_group_id_pinned_at_created_at_idx').on(
      table.groupId,
      table.pinnedAt.desc().nullsLast(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('posts_author_id_created_at_idx').on(table.authorId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('posts_created_at_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // Most posts have no photos; only those with some are worth indexing for the orphan-upload sweeper.
    index('posts_image_urls_idx').using('gin', table.imageUrls).where(sql`cardinality(${table.imageUrls}) > 0`),
    check('posts_counts_not_negative', sql`${table.likeCount} >= 0 and ${table.commentCount} >= 0`),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] }), index('post_likes_user_id_idx').on(table.userId)],
);

export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The post commented on, or null for an event's comment (exactly one of the two is set). */
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    /** Contract §19: questions and answers under an event. */
    eventId: integer('event_id').references((): AnyPgColumn => events.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Always a top-level comment: replies have one level. */
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** Contract §11: hidden after reports since then; null when shown. */
    hiddenAt: tstz('hidden_at'),
    /** The members it mentions (contract §21), as on a post: `[{userId, as}]`, null for none. */
    mentions: jsonb('mentions').$type<{ userId: number; as: string }[]>(),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('comments_post_id_top_level_idx')
      .on(table.postId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.parentId} is null`),
    index('comments_event_id_top_level_idx')
      .on(table.eventId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.parentId} is null and ${table.eventId} is not null`),
    index('comments_parent_id_created_at_idx').on(table.parentId, table.createdAt, table.id),
    index('comments_author_id_idx').on(table.authorId),
    check('comments_one_thread', sql`(${table.postId} is null) <> (${table.eventId} is null)`),
  ],
);

export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .unique()
      .references(() => groups.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Contract §21: the message staff pinned above the room (공지), or null; cleared when it is deleted. */
    noticeMessageId: integer('notice_message_id').references((): AnyPgColumn => chatMessages.id, { onDelete: 'set null' }),
    noticeSetAt: tstz('notice_set_at'),
  },
  // Deleting a message clears the notice that points at it (the foreign key's `set null`).
  (table) => [index('chat_rooms_notice_message_id_idx').on(table.noticeMessageId).where(sql`${table.noticeMessageId} is not null`)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    messageType: text('message_type', { enum: ['TEXT', 'IMAGE', 'FILE', 'SYSTEM'] }).notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** When the sender deleted it: gap fill (`afterId`) reports deletions of older messages by it. */
    deletedAt: tstz('deleted_at'),
    /** The sender's own id for the send (≤ 64 chars): a retried send is stored once (contract §7). */
    clientId: text('client_id'),
    /** Contract §11: hidden after reports since then; null when shown. */
    hiddenAt: tstz('hidden_at'),
    /** When it was last hidden or shown again: gap fill (`afterId`) reports those changes like deletions. */
    moderatedAt: tstz('moderated_at'),
    /**
     * A SYSTEM line's member (joined, left): its content is the text that follows their nickname,
     * read from `users` when it is shown (contract §12).
     */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The message of the same room this one answers (답장, contract §21): shown quoted above it. */
    replyToId: integer('reply_to_id').references((): AnyPgColumn => chatMessages.id, { onDelete: 'set null' }),
    /**
     * The members it mentions (contract §21), by id, each with the nickname its text wrote after '@':
     * a read writes their nickname as it is now in its place. Null when it mentions no one.
     */
    mentions: jsonb('mentions').$type<{ userId: number; as: string }[]>(),
    createdAt: createdAt(),
  },
  // "Latest page of a room" and paging back both walk this index backwards from the newest id.
  (table) => [
    index('chat_messages_room_id_id_idx').on(table.roomId, table.id.desc().nullsFirst()),
    // Where a member's unread messages begin: the room's last message before they joined (contract §21).
    index('chat_messages_room_id_created_at_idx').on(table.roomId, table.createdAt),
    index('chat_messages_room_id_deleted_at_idx').on(table.roomId, table.deletedAt).where(sql`${table.deletedAt} is not null`),
    index('chat_messages_room_id_moderated_at_idx').on(table.roomId, table.moderatedAt).where(sql`${table.moderatedAt} is not null`),
    uniqueIndex('chat_messages_sender_id_client_id_idx').on(table.senderId, table.clientId).where(sql`${table.clientId} is not null`),
    index('chat_messages_sender_id_idx').on(table.senderId),
    index('chat_messages_image_content_idx').on(table.content).where(sql`${table.messageType} = 'IMAGE'`),
    // Deleting a message (its room goes with its group) finds the replies to unlink by this index.
    index('chat_messages_reply_to_id_idx').on(table.replyToId).where(sql`${table.replyToId} is not null`),
  ],
);

/** Reactions (공감, contract §21): one row per message, key and member; counts are read from these rows. */
export const chatReactions = pgTable(
  'chat_reactions',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    key: text('key', { enum: CHAT_REACTION_KEYS }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // The key's leading message id serves a page's read (`message_id in (…)`); the user index, erasure and export.
  (table) => [
    primaryKey({ columns: [table.messageId, table.key, table.userId] }),
    index('chat_reactions_user_id_idx').on(table.userId),
    check('chat_reactions_key_known', sql`${table.key} in (${sql.raw(CHAT_REACTION_KEYS.map((key) => `'${key}'`).join(', '))})`),
  ],
);

/** A member's read position in a room (contract §21): moved forward only; unread counts are computed from it. */
export const chatReads = pgTable(
  'chat_reads',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.roomId, table.userId] }), index('chat_reads_user_id_idx').on(table.userId)],
);

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    eventDate: tstz('event_date').notNull(),
    endDate: tstz('end_date'),
    isOnline: boolean('is_online').notNull().default(false),
    location: text('location').notNull(),
    maxParticipants: integer('max_participants').notNull(),
    /** Seats taken (not the waitlist); kept exact under the event's row lock. */
    participantCount: integer('participant_count').notNull().default(0),
    /** Comments under the event, kept exact as comments come and go (as posts' comment_count). */
    commentCount: integer('comment_count').notNull().default(0),
    tags: text('tags').array().notNull(),
    cancelledAt: tstz('cancelled_at'),
    /** The series (migration 0041, `event_series`) this event is an occurrence of, or null. */
    seriesId: integer('series_id'),
    /** The start the series' rule gave this occurrence (iCalendar's RECURRENCE-ID), kept when it alone moves. */
    recurrenceId: tstz('recurrence_id'),
    /** Changed on its own (scope THIS): exported as its own VEVENT under the series' UID. */
    detached: boolean('detached').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('events_group_id_event_date_idx').on(table.groupId, table.eventDate),
    index('events_event_date_idx').on(table.eventDate),
    index('events_organizer_id_idx').on(table.organizerId),
    index('events_created_at_idx').on(table.createdAt),
    check('events_participants_within_max', sql`${table.participantCount} >= 0 and ${table.participantCount} <= ${table.maxParticipants}`),
  ],
);

/** A recurring 정모's rule and what its later occurrences copy (contract §19; migration 0041). */
export const eventSeries = pgTable(
  'event_series',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The canonical RRULE, read in Asia/Seoul from `dtstart`. */
    recurrence: text('recurrence').notNull(),
    /** The first occurrence's start (the rule's DTSTART). */
    dtstart: tstz('dtstart').notNull(),
    durationMs: integer('duration_ms'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    isOnline: boolean('is_online').notNull().default(false),
    location: text('location').notNull(),
    maxParticipants: integer('max_participants').notNull(),
    tags: text('tags').array().notNull(),
    /** The start of the last occurrence made. */
    generatedUntil: tstz('generated_until').notNull(),
    /** When the extension job must make more occurrences. */
    dueAt: tstz('due_at').notNull(),
    finishedAt: tstz('finished_at'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('event_series_due_idx').on(table.dueAt, table.id).where(sql`${table.finishedAt} is null`),
    index('event_series_group_id_idx').on(table.groupId),
    index('event_series_organizer_id_idx').on(table.organizerId),
  ],
);

/** Who joined a series (이후 일정 모두 참여): they take part in each occurrence made later. */
export const eventSeriesMembers = pgTable(
  'event_series_members',
  {
    seriesId: integer('series_id')
      .notNull()
      .references(() => eventSeries.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: tstz('joined_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'event_series_members_pk', columns: [table.seriesId, table.userId] }),
    index('event_series_members_user_id_idx').on(table.userId),
  ],
);

export const eventParticipants = pgTable(
  'event_participants',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['PARTICIPATING', 'WAITLISTED'] }).notNull(),
    /** Arrival time: the waitlist is served in this order. */
    joinedAt: tstz('joined_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index('event_participants_event_status_idx').on(table.eventId, table.status, table.joinedAt, table.userId),
    index('event_participants_user_id_idx').on(table.userId),
  ],
);

/** The secret of each user's personal iCalendar feed, stored hashed; rotating replaces it. */
export const calendarTokens = pgTable(
  'calendar_tokens',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('calendar_tokens_token_hash_key').on(table.tokenHash)],
);

/**
 * Contract §11, §13: one row per reported thing, made by its first report. `snapshot` is the thing
 * as it was then (kept when it is deleted later); `opened_at` starts the current round (the first
 * report, or the first report after a resolution): auto-hide counts that round's reporters.
 * No foreign key to the target (it is one of six tables); the queue checks it still exists.
 */
export const reportTargets = pgTable(
  'report_targets',
  {
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    status: text('status', { enum: ['OPEN', 'RESOLVED'] })
      .notNull()
      .default('OPEN'),
    /** When the content was hidden (mirrors the content's own hidden_at); null when shown. */
    hiddenAt: tstz('hidden_at'),
    firstReportedAt: tstz('first_reported_at').notNull().defaultNow(),
    openedAt: tstz('opened_at').notNull().defaultNow(),
    resolution: text('resolution', { enum: ['DISMISS', 'HIDE', 'DELETE', 'SUSPEND', 'DELETE_GROUP'] }),
    resolutionReason: text('resolution_reason'),
    resolvedAt: tstz('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.targetType, table.targetId] }),
    index('report_targets_status_first_reported_at_idx').on(table.status, table.firstReportedAt, table.targetType, table.targetId),
    index('report_targets_status_resolved_at_idx').on(table.status, table.resolvedAt.desc().nullsFirst()),
    index('report_targets_resolved_by_idx').on(table.resolvedBy),
  ],
);

/** Contract §11: one report per user and target (the unique index decides, so a race is one 201 and one 409). */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason', { enum: ['SPAM', 'ABUSE', 'SEXUAL', 'ILLEGAL', 'PRIVACY', 'OTHER'] }).notNull(),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reports_reporter_target_key').on(table.reporterId, table.targetType, table.targetId),
    index('reports_target_created_at_idx').on(table.targetType, table.targetId, table.createdAt),
  ],
);

/** Contract §18: one Web Push subscription per device; at most 10 per user (the oldest replaced). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** A short device name from the User-Agent ("Android · Chrome"). */
    label: text('label').notNull(),
    createdAt: createdAt(),
    lastDeliveredAt: tstz('last_delivered_at'),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(table.endpoint),
    index('push_subscriptions_user_id_created_at_idx').on(table.userId, table.createdAt),
  ],
);

/** Contract §18: a person's notification settings; no row means the defaults (all on, quiet 22:00–08:00). */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pushActivity: boolean('push_activity').notNull().default(true),
  pushGroupAdmin: boolean('push_group_admin').notNull().default(true),
  pushChat: boolean('push_chat').notNull().default(true),
  pushEvents: boolean('push_events').notNull().default(true),
  emailReminders: boolean('email_reminders').notNull().default(true),
  emailDigest: boolean('email_digest').notNull().default(true),
  quietEnabled: boolean('quiet_enabled').notNull().default(true),
  quietStart: text('quiet_start').notNull().default('22:00'),
  quietEnd: text('quiet_end').notNull().default('08:00'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** Contract §18: one group's notifications for one member (알림 끄기, 채팅 알림). */
export const groupNotificationSettings = pgTable(
  'group_notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    muted: boolean('muted').notNull().default(false),
    chat: text('chat').notNull().default('ALL'),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'group_notification_settings_pk', columns: [table.userId, table.groupId] }),
    index('group_notification_settings_group_id_idx').on(table.groupId),
  ],
);

/** Pushes held during a person's quiet hours, one row per tag (room, event…) with how many came. */
export const pushHeld = pgTable(
  'push_held',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    title: text('title').notNull(),
    /** The latest held push's text, shown as it is when it was the only one. */
    body: text('body').notNull(),
    url: text('url').notNull(),
    groupId: integer('group_id'),
    count: integer('count').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ name: 'push_held_pk', columns: [table.userId, table.tag] })],
);

/** Reminders sent (contract §18): one per event, person, kind (24h, 1h) and start time, so none is sent twice. */
export const eventRemindersSent = pgTable(
  'event_reminders_sent',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    eventDate: tstz('event_date').notNull(),
    sentAt: tstz('sent_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'event_reminders_sent_pk', columns: [table.eventId, table.userId, table.kind, table.eventDate] }),
    index('event_reminders_sent_user_id_idx').on(table.userId),
  ],
);

/** Contract §18: a daily digest e-mail sent, one row per person and Seoul day (at most one a day). */
export const digestSends = pgTable(
  'digest_sends',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    notificationCount: integer('notification_count').notNull(),
    sentAt: tstz('sent_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'digest_sends_pk', columns: [table.userId, table.day] }),
    index('digest_sends_user_id_sent_at_idx').on(table.userId, table.sentAt),
  ],
);

/** Who came (contract §19): one row per event and participant, by the staff (STAFF) or the check-in code (CODE). */
export const eventAttendance = pgTable(
  'event_attendance',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'ATTENDED' | 'NO_SHOW'>().notNull(),
    via: text('via').$type<'STAFF' | 'CODE'>().notNull(),
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: tstz('marked_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'event_attendance_pk', columns: [table.eventId, table.userId] }),
    index('event_attendance_user_id_idx').on(table.userId, table.markedAt),
    index('event_attendance_marked_by_idx').on(table.markedBy),
  ],
);
