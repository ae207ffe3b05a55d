import type { Category, Profile } from '@dongne/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { TabList, TabPanel } from '@/components/ui/tabs.tsx';
import { useProfile } from '@/features/profile/api/get-profile.ts';
import { PROFILE_TEXT } from '@/features/profile/profile-messages.ts';
import { errorStatusOf } from '@/lib/error-message.ts';
import { AccountSection } from './account-section.tsx';
import { ActivityTab } from './activity-tab.tsx';
import { EditProfileModal } from './edit-profile-modal.tsx';
import { GroupsTab, type RenderGroups } from './groups-tab.tsx';
import { InterestsModal } from './interests-modal.tsx';
import { PostsTab } from './posts-tab.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileLoadError, ProfileNotFound, ProfileSkeleton } from './profile-states.tsx';
import { SharedGroups } from './shared-groups.tsx';

export type ProfileScreenProps = {
  /** 'me' for /profile; a user id for /profile/{id}. */
  target: 'me' | { userId: number };
  /** The signed-in user's id, or null for a guest; equal to the profile's id means the owner. */
  viewerId: number | null;
  /** Category tree for the interests modal; only the owner needs it. */
  categories: Category[] | undefined;
  renderGroups: RenderGroups;
};

const PROFILE_TABS = ['groups', 'posts', 'activity'] as const;
type ProfileTab = (typeof PROFILE_TABS)[number];

function tabFrom(value: string | null): ProfileTab {
  return PROFILE_TABS.find((tab) => tab === value) ?? 'groups';
}

/** A profile page (spec §2 Profile): header card, then groups, posts and activity tabs. */
export function ProfileScreen({ target, viewerId, categories, renderGroups }: ProfileScreenProps) {
  const query = useProfile(target);
  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) {
    return errorStatusOf(query.error) === 404 ? <ProfileNotFound /> : <ProfileLoadError onRetry={() => void query.refetch()} />;
  }
  const isOwner = target === 'me' || viewerId === query.data.id;
  return <ProfileView profile={query.data} isOwner={isOwner} categories={categories} renderGroups={renderGroups} />;
}

type ProfileViewProps = { profile: Profile; isOwner: boolean; categories: Category[] | undefined; renderGroups: RenderGroups };

function ProfileView({ profile, isOwner, categories, renderGroups }: ProfileViewProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [openModal, setOpenModal] = useState<'profile' | 'interests' | null>(null);
  // The tab lives in the URL, so going back from a group or post returns to the same list.
  const tab = tabFrom(searchParams.get('tab'));
  const selectTab = (next: ProfileTab) => setSearchParams(next === 'groups' ? {} : { tab: next }, { replace: true });
  const labels = { groups: PROFILE_TEXT.tabGroups(profile.groupCount), posts: PROFILE_TEXT.tabPosts, activity: PROFILE_TEXT.tabActivity };

  return (
    <>
      <PageTitle title={isOwner ? PROFILE_TEXT.myPageTitle : profile.nickname} />
      <ProfileHeader
        profile={profile}
        isOwner={isOwner}
        onEditProfile={() => setOpenModal('profile')}
        onEditInterests={() => setOpenModal('interests')}
      />
      {!isOwner && <SharedGroups nickname={profile.nickname} groups={profile.sharedGroups ?? []} />}
      <div className="mt-8">
        <TabList
          label={PROFILE_TEXT.tabsLabel}
          idPrefix="profile"
          listClassName="px-1"
          tabs={PROFILE_TABS.map((id) => ({ id, label: labels[id] }))}
          selected={tab}
          onSelect={selectTab}
        />
        <TabPanel idPrefix="profile" tab={tab} className="pt-5" heading={labels[tab]}>
          {tab === 'groups' && <GroupsTab profile={profile} isOwner={isOwner} renderGroups={renderGroups} />}
          {tab === 'posts' && <PostsTab profile={profile} isOwner={isOwner} />}
          {tab === 'activity' && <ActivityTab profile={profile} isOwner={isOwner} onEditInterests={() => setOpenModal('interests')} />}
        </TabPanel>
      </div>
      {isOwner && <AccountSection />}
      {isOwner && (
        <>
          <EditProfileModal profile={profile} isOpen={openModal === 'profile'} onClose={() => setOpenModal(null)} />
          <InterestsModal profile={profile} categories={categories} isOpen={openModal === 'interests'} onClose={() => setOpenModal(null)} />
        </>
      )}
    </>
  );
}
