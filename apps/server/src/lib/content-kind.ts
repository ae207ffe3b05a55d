import type { AccountExport, ReportSnapshot, ReportTargetType } from '@dongne/contract';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import type { Deps } from '../deps.ts';

/**
 * What every kind of content (and every other kind of user data) tells the modules that act on
 * all of them at once: reports (contract §11, §13), the export and account deletion (§12) and
 * blocks (§11). A module declares its kind once, in `modules/<module>/<kind>.content.ts`, and
 * `src/content-table.ts` lists it; docs/architecture.md, "Content kinds", says how to add one.
 */
export type ContentKind = {
  /** A name for logs and tests. */
  name: string;
  /** Every column of the kind's tables that points at a user, and what the export does with it. */
  userColumns: Record<string, UserColumnUse>;
  /** The export's sections the kind fills: each reads the user's rows, newest first, at most `limit`. */
  exportSections?: { [K in ExportKey]?: (db: Executor, userId: number, limit: number) => Promise<ExportRow[]> };
  /**
   * What 회원탈퇴 does to the user's rows of this kind, in the deletion's transaction. Absent: the
   * rows stay (content keeps its place with the author shown as 탈퇴한 회원).
   */
  eraseUser?: (tx: Executor, userId: number) => Promise<void>;
  /** What a block hides of this kind from the one who blocked (contract §11), or why nothing. */
  blocks: string;
  /** How reports reach the kind, when it can be reported. */
  report?: ReportableKind;
};

/** A report target's kind: how reports find it, check that the reporter sees it, hide and delete it. */
export type ReportableKind = {
  type: ReportTargetType;
  /** Throws (401, 403, 404) unless the user may see the target; reports turn any refusal into one 404. */
  assertVisible: (deps: ContentDeps, userId: number, id: number) => Promise<void>;
  /** The target as it is now (contract §13); null when gone (or deleted softly). */
  snapshot: (db: Executor, id: number) => Promise<ReportSnapshot | null>;
  /** SQL over `t.target_id` (a `report_targets` row): true when the target no longer exists. */
  goneSql: SQL;
  /** Hides (a time) or shows again (null); true when the content changed. Absent: not hideable. */
  setHidden?: (tx: Executor, id: number, hiddenAt: Date | null) => Promise<boolean>;
  /**
   * Deletes the target the way its module does, in the resolution's transaction; answers what to
   * do after the commit, or null when it is already gone. Absent: operators cannot delete it.
   */
  remove?: (deps: ContentDeps, tx: Executor, id: number) => Promise<AfterCommit | null>;
  /** Tells live readers the target's new state after a hide, a show or a delete committed (chat). */
  announce?: (deps: ContentDeps, groupId: number, id: number) => Promise<void>;
};

export type ContentDeps = Pick<Deps, 'db' | 'database' | 'realtime' | 'limiter' | 'storage' | 'log' | 'clock' | 'config' | 'jobs'>;
/** What to do once a transaction committed. */
export type AfterCommit = () => Promise<void>;

/** A key of the export (contract §12) that carries rows of a table. */
export type ExportKey = Exclude<keyof AccountExport, 'exportedAt' | 'truncated'>;
/** One exported row, keys in camelCase. */
export type ExportRow = Record<string, unknown>;
/** A column pointing at a user: the export key that carries its rows, or why they are not the user's to take. */
export type UserColumnUse = { exportKey: ExportKey } | { excluded: string };

/** The columns a repository's snapshot statement answers (contract §13: the content as it was reported). */
export type SnapshotRow = {
  text: string | null;
  image_urls: string[] | null;
  author_id: number | null;
  author_nickname: string | null;
  group_id: number | null;
  group_name: string | null;
};

export const toSnapshot = (row: SnapshotRow | undefined): ReportSnapshot | null =>
  row
    ? {
        text: row.text,
        imageUrls: row.image_urls ?? [],
        authorId: row.author_id,
        authorNickname: row.author_nickname,
        groupId: row.group_id,
        groupName: row.group_name,
      }
    : null;
