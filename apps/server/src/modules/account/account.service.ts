import { ACCOUNT_MSG, type AccountExport, accountExportSchema, EXPORT_SECTION_MAX, MSG, type OwnedGroup } from '@dongne/contract';
import { CONTENT_TABLE } from '../../content-table.ts';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, unauthorized } from '../../lib/app-error.ts';
import type { ExportKey, ExportRow } from '../../lib/content-kind.ts';
import { verifyPassword } from '../../lib/crypto.ts';
import { CURRENT_PASSWORD_GUESSES, forgiveGuesses, takeGuess } from '../auth/ip-limit.ts';
import { endSessions, revokeUserSessions } from '../auth/tokens.service.ts';
import { releaseUpcomingPlaces } from '../events/events.service.ts';
import { removeMember } from '../groups/membership.service.ts';
import { discardUnusedImages } from '../images/images.service.ts';
import { findUserDetails, listSelectedLocations } from '../users/users.reads.ts';
import { deletePersonalRows, eraseUserRow, lockLiveUser, lockMemberGroups } from './account.repo.ts';
import { exportUploadsOf, readMemberships } from './account-export.repo.ts';

/** The 409 of a deletion asked by an owner: the groups to hand over or delete first travel with it. */
export class OwnsGroupsError extends AppError {
  readonly groups: OwnedGroup[];

  constructor(groups: OwnedGroup[]) {
    super(409, ACCOUNT_MSG.ownsGroups);
    this.groups = groups;
  }
}

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());
/** Times arrive as Dates (PGlite) or the driver's text (node-postgres): both become ISO-8601. */
const withIsoTimes = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, /(At|Date)$/.test(key) ? iso(value) : value]));

type SectionReader = (db: Executor, userId: number, limit: number) => Promise<ExportRow[]>;

/** The export's row sections: each content kind's, and the account's own uploads, in the contract's key order. */
const SECTIONS: [ExportKey, SectionReader][] = (() => {
  const readers = new Map<string, SectionReader>([['uploads', exportUploadsOf]]);
  for (const kind of CONTENT_TABLE)
    for (const [key, read] of Object.entries(kind.exportSections ?? {})) {
      if (readers.has(key)) throw new Error(`export section ${key} is declared twice`);
      readers.set(key, read);
    }
  const order = Object.keys(accountExportSchema.shape);
  return [...readers.entries()].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)) as [ExportKey, SectionReader][];
})();

/**
 * Reads every row section, newest first, at most EXPORT_SECTION_MAX + 1 rows each so a cut can be
 * told (and named) without counting. One after another on one connection: an export is heavy
 * enough without taking several at once.
 */
async function readExportSections(db: Executor, userId: number) {
  const sections: Record<string, ExportRow[]> = {};
  for (const [key, read] of SECTIONS) sections[key] = await read(db, userId, EXPORT_SECTION_MAX + 1);
  return sections;
}

/**
 * Everything the user gave the service (contract §12), read with one query per kind of data.
 * Each kind is capped at EXPORT_SECTION_MAX rows, newest first; a cut kind is named in `truncated`.
 */
export async function exportAccount(deps: Pick<Deps, 'db' | 'clock'>, userId: number): Promise<AccountExport> {
  const details = await findUserDetails(deps.db, userId);
  if (!details || details.user.deletedAt) throw unauthorized(MSG.unauthorized);
  const [sections, memberships, locations] = [
    await readExportSections(deps.db, userId),
    await readMemberships(deps.db, userId),
    await listSelectedLocations(deps.db, userId),
  ];
  const truncated: string[] = [];
  const cut = Object.fromEntries(
    Object.entries(sections).map(([name, rows]) => {
      if (rows.length > EXPORT_SECTION_MAX) truncated.push(name);
      return [name, rows.slice(0, EXPORT_SECTION_MAX).map(withIsoTimes)];
    }),
  );
  const { user } = details;
  return {
    exportedAt: deps.clock.now().toISOString(),
    truncated,
    profile: {
      id: user.id,
      email: user.email,
      nickname: user.nickname,
      bio: user.bio,
      profileImage: user.profileImage,
      role: user.role,
      createdAt: user.createdAt.toISOString(),
      agreedTermsIds: user.agreedTermsIds,
      homeLocation:
        user.locationAddress || user.locationDistrict || user.locationLat !== null
          ? { lat: user.locationLat, lng: user.locationLng, address: user.locationAddress, district: user.locationDistrict }
          : null,
    },
    company: details.company,
    interests: details.interests,
    locations: locations.map(({ id, city, district }) => ({ id, city, district })),
    memberships: memberships.map((row) => ({ ...row, joinedAt: iso(row.joinedAt) ?? '' })),
    ...cut,
  } as AccountExport;
}

type DeleteDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'log' | 'realtime' | 'limiter' | 'storage' | 'jobs'>;

/**
 * Deletes the account (회원탈퇴, contract §12). The password is checked first (a wrong one is 400,
 * counted against the same guess budget as a password change); then, in ONE transaction, an
 * owner hears 409 with the groups to hand over, and otherwise everything personal goes at once:
 * memberships (member counts kept, upcoming event seats freed and the waitlist promoted and told,
 * as when a member leaves), then what each content kind erases (src/content-table.ts: the
 * remaining seats, likes with counts kept, join requests, notifications, reports made, blocks),
 * interests, 동네, tokens; the row itself is erased but stays as the author of
 * the posts, comments and chat messages, which keep their places as 탈퇴한 회원. Only after the
 * commit: every sign-in's live connections end on every instance and the profile photo's file
 * is removed. A failure anywhere before the commit leaves the account whole.
 */
export async function deleteAccount(deps: DeleteDeps, { userId, password, ip }: { userId: number; password: string; ip: string }) {
  await takeGuess(deps, CURRENT_PASSWORD_GUESSES, ip, userId);
  const now = deps.clock.now();
  const { ended, profileImage } = await deps.db.transaction(async (tx) => {
    const user = await lockLiveUser(tx, userId);
    if (!user) throw unauthorized(MSG.unauthorized);
    if (!(await verifyPassword(user.password_hash, password))) throw badRequest(ACCOUNT_MSG.wrongPassword, 'password');
    const groups = await lockMemberGroups(tx, userId);
    const owned = groups.filter((group) => group.role === 'OWNER');
    if (owned.length > 0) throw new OwnsGroupsError(owned.map(({ id, name }) => ({ id, name })));
    for (const group of groups) {
      await removeMember(tx, group.id, userId);
      await releaseUpcomingPlaces(tx, { groupId: group.id, userId, actorId: userId, now, jobs: deps.jobs });
    }
    for (const kind of CONTENT_TABLE) await kind.eraseUser?.(tx, userId);
    await deletePersonalRows(tx, { userId, email: user.email });
    const ended = await revokeUserSessions(deps, tx, userId);
    await eraseUserRow(tx, userId, now);
    return { ended, profileImage: user.profile_image };
  });
  await forgiveGuesses(deps, CURRENT_PASSWORD_GUESSES, ip, userId);
  await endSessions(deps, ended);
  if (profileImage) await discardUnusedImages(deps, { userId, urls: [profileImage] });
  deps.log.info({ userId }, 'account deleted');
}
