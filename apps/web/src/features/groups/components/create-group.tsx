import type { CreateGroupPayload } from '@dongne/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ImageValue } from '@/components/ui/image-uploader.tsx';
import { GROUP_MSG, GROUP_TEXT } from '@/config/group-messages.ts';
import { groupPath, paths } from '@/config/paths.ts';
import { useCreateGroup } from '@/features/groups/api/create-group.ts';
import { useCreateGroupWithImage } from '@/features/groups/api/create-group-with-image.ts';
import { EMPTY_GROUP_FORM, type GroupFormOutput } from '@/features/groups/lib/group-form-schema.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { notify } from '@/lib/notify.ts';
import { GroupForm } from './group-form.tsx';
import { GroupFormCard } from './group-form-card.tsx';

/** The main category is the first one picked (spec §5), sent as `categoryId` beside the full list. */
export function toCreatePayload(values: GroupFormOutput): CreateGroupPayload {
  return { ...values, categoryId: values.categoryIds[0] };
}

/**
 * /groups/create. With a photo it posts one multipart request (POST /groups/with-image), so a
 * group the server refuses leaves no orphaned upload; without one, plain JSON (POST /groups).
 */
export function CreateGroup() {
  const navigate = useNavigate();
  const create = useCreateGroup();
  const createWithImage = useCreateGroupWithImage();
  const [progress, setProgress] = useState<number | null>(null);
  // The form starts in the member's own 동네 (the first one chosen), which most groups are in.
  const homeDistrict = useAuthStore((state) => state.user?.locationIds[0]);
  const [defaultValues] = useState(() => (homeDistrict ? { ...EMPTY_GROUP_FORM, locationId: homeDistrict } : EMPTY_GROUP_FORM));

  // 취소 goes back (spec §2); opened from a bookmark or a new tab there is no "back", so home.
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (index > 0 ? navigate(-1) : navigate(paths.home));
  };

  const onSubmit = async (values: GroupFormOutput, image: ImageValue) => {
    const payload = toCreatePayload(values);
    let groupId: number;
    if (image instanceof File) {
      setProgress(0);
      try {
        ({ id: groupId } = await createWithImage.mutateAsync({ payload, image, onProgress: setProgress }));
      } finally {
        setProgress(null);
      }
    } else {
      ({ id: groupId } = await create.mutateAsync(payload));
    }
    notify.success(GROUP_MSG.created);
    await navigate(groupPath(groupId), { replace: true });
  };

  return (
    <GroupFormCard title={GROUP_TEXT.createTitle} subtitle={GROUP_TEXT.createSubtitle}>
      <GroupForm
        defaultValues={defaultValues}
        submitLabel={GROUP_TEXT.submitCreate}
        failureMessage={GROUP_TEXT.createFailed}
        uploadProgress={progress}
        onSubmit={onSubmit}
        onCancel={goBack}
      />
    </GroupFormCard>
  );
}
