import type { Profile, UpdateProfilePayload } from '@dongne/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { discardProfileImage } from '@/features/profile/api/profile-image.ts';
import { useUpdateProfile } from '@/features/profile/api/update-profile.ts';
import { failureMessage } from '@/features/profile/lib/failure-message.ts';
import { type ProfileFormInput, type ProfileFormOutput, profileFormSchema } from '@/features/profile/lib/profile-form-schema.ts';
import { PROFILE_TEXT } from '@/features/profile/profile-messages.ts';
import { errorStatusOf } from '@/lib/error-message.ts';
import { applyFieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/notify.ts';
import { ProfilePhotoField } from './profile-photo-field.tsx';

type EditProfileFormProps = { profile: Profile; onDone: () => void };

/** Nickname, bio and photo (spec §2 Edit profile); the contract's schema checks what the server checks. */
export function EditProfileForm({ profile, onDone }: EditProfileFormProps) {
  const update = useUpdateProfile();
  const [photo, setPhoto] = useState<string | null>(profile.profileImage);
  const [isUploading, setIsUploading] = useState(false);
  // Photos uploaded in this sitting; the ones not kept are deleted again so they do not linger.
  const uploads = useRef(new Set<string>());
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { nickname: profile.nickname, bio: profile.bio ?? '' },
  });
  const bioLength = watch('bio')?.length ?? 0;

  const changePhoto = (next: string | null) => {
    if (next) uploads.current.add(next);
    setPhoto(next);
  };
  const discardUnused = (kept: string | null) => {
    for (const url of uploads.current) if (url !== kept) void discardProfileImage(url);
    uploads.current.clear();
  };

  const onSubmit = handleSubmit(async (values) => {
    const payload: UpdateProfilePayload = { nickname: values.nickname, bio: values.bio || null };
    // Only a changed photo is sent: the server accepts a photo only if this user uploaded it.
    if (photo !== profile.profileImage) payload.profileImage = photo;
    try {
      await update.mutateAsync(payload);
    } catch (error) {
      const message = failureMessage(error, PROFILE_TEXT.profileUpdateFailed);
      if (errorStatusOf(error) === 409) setError('nickname', { type: 'server', message }, { shouldFocus: true });
      else applyFieldErrors(error, setError, ['nickname', 'bio']);
      notify.error(message);
      return;
    }
    discardUnused(photo);
    notify.success(PROFILE_TEXT.profileUpdated);
    onDone();
  });

  const onCancel = () => {
    discardUnused(profile.profileImage);
    onDone();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <ProfilePhotoField value={photo} nickname={profile.nickname} onChange={changePhoto} onUploadingChange={setIsUploading} />
      <Field label={PROFILE_TEXT.nicknameLabel} error={errors.nickname?.message}>
        <Input autoComplete="nickname" placeholder={PROFILE_TEXT.nicknamePlaceholder} maxLength={20} {...register('nickname')} />
      </Field>
      <Field
        label={PROFILE_TEXT.bioLabel}
        error={errors.bio?.message}
        aside={<span className="text-[13px] text-gray-500 tabular-nums">{PROFILE_TEXT.bioCount(bioLength)}</span>}
      >
        <Textarea rows={4} maxLength={500} placeholder={PROFILE_TEXT.bioPlaceholder} {...register('bio')} />
      </Field>
      <div className="mt-1 grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={onCancel} disabled={update.isPending}>
          {PROFILE_TEXT.cancel}
        </Button>
        <Button type="submit" isLoading={update.isPending} disabled={isUploading}>
          {update.isPending ? PROFILE_TEXT.saving : PROFILE_TEXT.save}
        </Button>
      </div>
    </form>
  );
}
