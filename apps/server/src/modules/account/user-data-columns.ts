import { CONTENT_TABLE } from '../../content-table.ts';
import type { UserColumnUse } from '../../lib/content-kind.ts';

export type { ExportKey } from '../../lib/content-kind.ts';

/**
 * The columns pointing at a user that belong to no content kind: the account's own (uploads,
 * credentials, sign-ins) and the audit log.
 */
const ACCOUNT_COLUMNS: Record<string, UserColumnUse> = {
  'uploads.user_id': { exportKey: 'uploads' },
  'refresh_tokens.user_id': { excluded: 'sign-in secrets (hashed): credentials, never handed out' },
  'password_reset_tokens.user_id': { excluded: 'password-reset secrets (hashed): credentials, never handed out' },
  'calendar_tokens.user_id': { excluded: 'the calendar feed secret (hashed): a credential, never handed out' },
  'auth_sessions.user_id': {
    excluded: 'sign-ins the service records for security, not something the user gave; the user reads them on 로그인된 기기',
  },
  'staff_audit.actor_id': { excluded: 'the audit log of staff and operator acts on others (contract §10, §13): immutable, operators’' },
};

/**
 * Every column that points at a user — each foreign key to `users(id)`, and each user id kept
 * without one — with what the export (contract §12: everything the user gave the service) does
 * with its rows: the export key that carries them, or why they are not the user's to take. Each
 * content kind (src/content-table.ts) declares its own; the account test compares the whole with
 * the database's catalogue, so a new table that holds a user's data fails it until its kind
 * exports it or excludes it with a reason.
 */
export const USER_DATA_COLUMNS: Record<string, UserColumnUse> = Object.assign(
  {},
  ...CONTENT_TABLE.map((kind) => kind.userColumns),
  ACCOUNT_COLUMNS,
);
