import { ACCEPTED_IMAGE_TYPES } from '@dongne/contract';
import { useMutation } from '@tanstack/react-query';
import { Camera, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { validateImageFile } from '@/components/ui/image-uploader.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { uploadProfileImage } from '@/features/profile/api/profile-image.ts';
import { failureMessage } from '@/features/profile/lib/failure-message.ts';
import { PROFILE_TEXT } from '@/features/profile/profile-messages.ts';
import { notify } from '@/lib/notify.ts';
import { ProfileAvatar } from './profile-avatar.tsx';

type ProfilePhotoFieldProps = {
  value: string | null;
  nickname: string;
  /** A new URL after an upload, or null when the photo is removed. */
  onChange: (value: string | null) => void;
  onUploadingChange: (isUploading: boolean) => void;
};

/**
 * Photo with change and remove (spec §2 Edit profile). A picked file uploads at once, as the spec's
 * image toasts imply; the new URL is only saved to the profile when the form is saved.
 */
export function ProfilePhotoField({ value, nickname, onChange, onUploadingChange }: ProfilePhotoFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  const upload = useMutation({
    mutationFn: uploadProfileImage,
    onMutate: () => onUploadingChange(true),
    onSettled: () => onUploadingChange(false),
  });

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = validateImageFile(file);
    setError(problem);
    if (problem) return;
    upload.mutate(file, {
      onSuccess: (url) => {
        onChange(url);
        notify.success(PROFILE_TEXT.imageUploaded);
      },
      onError: (uploadError) => {
        setError(failureMessage(uploadError, PROFILE_TEXT.imageUploadFailed));
        notify.error(PROFILE_TEXT.imageUploadFailed);
      },
    });
  };

  return (
    <fieldset className="flex items-center gap-4" aria-describedby={hintId}>
      <legend className="sr-only">{PROFILE_TEXT.photoLabel}</legend>
      <div className="relative">
        <ProfileAvatar src={value} nickname={nickname} className="size-20 ring-1 ring-gray-200" />
        {upload.isPending && (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-gray-900/50 text-white">
            <Spinner size="md" label={PROFILE_TEXT.photoUploading} />
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => inputRef.current?.click()} disabled={upload.isPending}>
            <Camera className="size-4" aria-hidden="true" />
            {PROFILE_TEXT.photoChange}
          </Button>
          {value && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setError(null);
                onChange(null);
              }}
              disabled={upload.isPending}
              className="text-gray-600 hover:text-danger-600"
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {PROFILE_TEXT.photoRemove}
            </Button>
          )}
        </div>
        <p id={hintId} className="text-[13px] text-gray-500">
          {PROFILE_TEXT.photoHint}
        </p>
        {error && (
          <p role="alert" className="text-[13px] font-medium text-danger-600">
            {error}
          </p>
        )}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        aria-label={PROFILE_TEXT.photoLabel}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          pick(event.target.files?.[0]);
          // Picking the same file again after removing it must fire a change again.
          event.target.value = '';
        }}
      />
    </fieldset>
  );
}
