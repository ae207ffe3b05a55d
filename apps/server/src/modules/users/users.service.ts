import { type Location, type Me, MSG, type Profile, type UserLocation } from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { isBlocking } from '../blocks/blocks.reads.ts';
import { findUploadOwner } from '../images/images.reads.ts';
import {
  countExisting,
  findLocationByDistrict,
  findUserById,
  findUserDetails,
  isNicknameConflict,
  isNicknameTaken,
  listSelectedLocations,
  listSharedGroups,
  replaceInterests,
  replaceSelectedLocations,
  updateUser,
} from './users.repo.ts';

type Details = NonNullable<Awaited<ReturnType<typeof findUserDetails>>>;

function toProfile(details: Details): Profile {
  const { user } = details;
  return {
    id: user.id,
    nickname: user.nickname,
    bio: user.bio,
    profileImage: user.profileImage,
    location:
      details.location?.city && details.location.district ? { city: details.location.city, district: details.location.district } : null,
    createdAt: user.createdAt.toISOString(),
    ...details.counts,
    participatedGroupCount: Math.max(details.counts.groupCount - details.counts.ownedGroupCount, 0),
    interests: details.interests.map((interest) => interest.name),
    interestCategoryIds: details.interests.map((interest) => interest.id),
  };
}

function toMe(details: Details): Me {
  const { user } = details;
  const hasPoint = user.locationLat !== null && user.locationLng !== null && user.locationAddress && user.locationDistrict;
  return {
    ...toProfile(details),
    email: user.email,
    company: details.company,
    userLocation: hasPoint
      ? {
          lat: user.locationLat ?? 0,
          lng: user.locationLng ?? 0,
          address: user.locationAddress ?? '',
          district: user.locationDistrict ?? '',
        }
      : null,
    locationIds: details.locationIds,
    role: user.role,
  };
}

/** The signed-in user's own view. */
export async function getMe(deps: Pick<Deps, 'db'>, userId: number): Promise<Me> {
  const details = await findUserDetails(deps.db, userId);
  if (!details) throw notFound(MSG.userNotFound);
  return toMe(details);
}

/** Anyone's public profile (no e-mail, no exact location), its counts as far as the viewer may see them. */
export async function getProfile(
  deps: Pick<Deps, 'db'>,
  { userId, viewerId }: { userId: number; viewerId: number | null },
): Promise<Profile> {
  const [details, blocked] = await Promise.all([
    findUserDetails(deps.db, userId, viewerId),
    viewerId !== null && viewerId !== userId ? isBlocking(deps.db, viewerId, userId) : Promise.resolve(undefined),
  ]);
  // A deleted account has no profile (contract §12).
  if (!details || details.user.deletedAt) throw notFound(MSG.userNotFound);
  // Contract §14: what the two have in common; nothing to compare for a guest or oneself.
  const sharedGroups = viewerId === null || viewerId === userId ? [] : await listSharedGroups(deps.db, userId, viewerId);
  const profile = { ...toProfile(details), sharedGroups };
  return blocked === undefined ? profile : { ...profile, isBlocked: blocked };
}

/** Nickname (unique by its case-folded NFKC form), bio and profile image (only an image this user uploaded). */
export async function updateProfile(
  deps: Pick<Deps, 'db'>,
  { userId, nickname, bio, profileImage }: { userId: number; nickname?: string; bio?: string | null; profileImage?: string | null },
): Promise<Me> {
  // Saving the nickname one already has changes nothing (and keeps a legacy look-alike's own).
  if (nickname !== undefined && (await findUserById(deps.db, userId))?.nickname === nickname) nickname = undefined;
  if (nickname !== undefined && (await isNicknameTaken(deps.db, nickname, userId))) throw conflict(MSG.nicknameTaken, 'nickname');
  if (profileImage) {
    const owner = await findUploadOwner(deps.db, profileImage);
    if (owner !== userId) throw badRequest('업로드한 이미지만 프로필 사진으로 쓸 수 있습니다.', 'profileImage');
  }
  try {
    await updateUser(deps.db, userId, {
      ...(nickname !== undefined ? { nickname } : {}),
      ...(bio !== undefined ? { bio: bio || null } : {}),
      ...(profileImage !== undefined ? { profileImage: profileImage || null } : {}),
    });
  } catch (error) {
    if (isNicknameConflict(error)) throw conflict(MSG.nicknameTaken, 'nickname');
    throw error;
  }
  return getMe(deps, userId);
}

export async function updateInterests(
  deps: Pick<Deps, 'db'>,
  { userId, categoryIds }: { userId: number; categoryIds: number[] },
): Promise<Me> {
  if ((await countExisting(deps.db, 'categories', categoryIds)) !== categoryIds.length) {
    throw badRequest(MSG.categoryNotFound, 'categoryIds');
  }
  await deps.db.transaction((tx) => replaceInterests(tx, userId, categoryIds));
  return getMe(deps, userId);
}

export const getSelectedLocations = (deps: Pick<Deps, 'db'>, userId: number): Promise<Location[]> => listSelectedLocations(deps.db, userId);

export async function updateSelectedLocations(
  deps: Pick<Deps, 'db'>,
  { userId, locationIds }: { userId: number; locationIds: number[] },
): Promise<Location[]> {
  if ((await countExisting(deps.db, 'locations', locationIds)) !== locationIds.length)
    throw badRequest(MSG.locationNotFound, 'locationIds');
  await deps.db.transaction((tx) => replaceSelectedLocations(tx, userId, locationIds));
  return listSelectedLocations(deps.db, userId);
}

/** The point chosen on the map; its district, when it is one we know, becomes the home district. */
export async function updateUserLocation(
  deps: Pick<Deps, 'db'>,
  { userId, location }: { userId: number; location: UserLocation },
): Promise<Me> {
  const known = await findLocationByDistrict(deps.db, location.district);
  await updateUser(deps.db, userId, {
    locationLat: location.lat,
    locationLng: location.lng,
    locationAddress: location.address,
    locationDistrict: location.district,
    ...(known ? { locationId: known.id } : {}),
  });
  return getMe(deps, userId);
}

// Published for sign-up and password changes (docs/architecture.md, "Module rule").
export { insertUser, updateUser } from './users.repo.ts';
