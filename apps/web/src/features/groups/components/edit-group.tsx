import type { Group, UpdateGroupPayload } from '@dongne/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import type { ImageValue } from '@/components/ui/image-uploader.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { GROUP_MSG, GROUP_TEXT } from '@/config/group-messages.ts';
import { TEXT } from '@/config/messages.ts';
import { groupPath } from '@/config/paths.ts';
import { useGroup } from '@/features/groups/api/get-group.ts';
import { useUpdateGroup } from '@/features/groups/api/update-group.ts';
import { useUploadImage } from '@/features/groups/api/upload-image.ts';
import { type GroupFormOutput, groupToFormInput } from '@/features/groups/lib/group-form-schema.ts';
import { errorStatusOf, toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { GroupForm } from './group-form.tsx';
import { GroupFormCard } from './group-form-card.tsx';
import { GroupNotFound } from './group-not-found.tsx';

function FormSkeleton() {
  return (
    <div role="status" aria-label={TEXT.loading} className="flex flex-col gap-6">
      <Skeleton className="aspect-[2/1] w-full rounded-card sm:aspect-[5/2]" />
      {[0, 1, 2].map((key) => (
        <div key={key} className="space-y-2">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-12 w-full" />
        </div>
      ))}
    </div>
  );
}

/** /groups/:id/edit: the create form prefilled; only the owner may stay (spec §2 Edit group, §4). */
export function EditGroup({ groupId }: { groupId: number }) {
  const navigate = useNavigate();
  const query = useGroup(groupId);
  const update = useUpdateGroup();
  const upload = useUploadImage();
  const [progress, setProgress] = useState<number | null>(null);
  // Kept across a failed save, so trying again does not upload the same photo twice.
  const [uploaded, setUploaded] = useState<{ file: File; url: string } | null>(null);
  const group = query.data;
  const mayEdit = group?.viewerCan.edit ?? false;

  useEffect(() => {
    if (!group || mayEdit) return;
    notify.error(GROUP_MSG.ownerOnly, 'group-owner-only');
    void navigate(groupPath(group.id), { replace: true });
  }, [group, mayEdit, navigate]);

  const imageUrlFor = async (image: ImageValue, current: Group): Promise<string | null | undefined> => {
    if (image === null) return current.imageUrl === null ? undefined : null;
    if (typeof image === 'string') return undefined;
    if (uploaded?.file === image) return uploaded.url;
    setProgress(0);
    try {
      const url = await upload.mutateAsync({ file: image, kind: 'group', onProgress: setProgress });
      setUploaded({ file: image, url });
      return url;
    } finally {
      setProgress(null);
    }
  };

  const onSubmit = async (values: GroupFormOutput, image: ImageValue) => {
    if (!group) return;
    const imageUrl = await imageUrlFor(image, group);
    const payload: UpdateGroupPayload = { ...values, categoryId: values.categoryIds[0], ...(imageUrl === undefined ? {} : { imageUrl }) };
    await update.mutateAsync({ id: group.id, payload });
    notify.success(GROUP_MSG.updated);
    await navigate(groupPath(group.id), { replace: true });
  };

  if (!Number.isInteger(groupId) || groupId <= 0 || errorStatusOf(query.error) === 404) return <GroupNotFoundPage />;
  return (
    <GroupFormCard title={GROUP_TEXT.editTitle} subtitle={GROUP_TEXT.editSubtitle}>
      {query.isError ? (
        <Banner variant="danger">{toErrorMessage(query.error)}</Banner>
      ) : group && mayEdit ? (
        <GroupForm
          defaultValues={groupToFormInput(group)}
          initialImage={group.imageUrl}
          memberCount={group.memberCount}
          submitLabel={GROUP_TEXT.submitEdit}
          failureMessage={GROUP_TEXT.updateFailed}
          uploadProgress={progress}
          onSubmit={onSubmit}
          onCancel={() => navigate(groupPath(group.id))}
        />
      ) : (
        // Also while a non-owner is being sent back, so the form never flashes for them.
        <FormSkeleton />
      )}
    </GroupFormCard>
  );
}

function GroupNotFoundPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-5 pt-6 pb-16 sm:px-6 sm:pt-10">
      <GroupNotFound />
    </div>
  );
}
