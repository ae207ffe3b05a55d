import { createPostSchema, POST_CONTENT_MAX } from '@dongne/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { type MentionPicks, MentionTextarea } from '@/components/mentions/mention-textarea.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { useImageUpload } from '@/features/posts/hooks/use-image-upload.ts';
import { usePostImages } from '@/features/posts/hooks/use-post-images.ts';
import { POST_TEXT } from '@/features/posts/post-messages.ts';
import { cx } from '@/lib/cx.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { PostImageField } from './post-image-field.tsx';
import { UploadProgress } from './upload-progress.tsx';

// The contract's own content rule (required, at most 5000), so the browser and server agree.
const contentSchema = createPostSchema.pick({ content: true });
type ContentInput = z.input<typeof contentSchema>;
type ContentOutput = z.output<typeof contentSchema>;

/** `mentions`: the members picked after '@' whose name is still in the text (@멘션, contract §21). */
export type PostFormValues = { content: string; imageUrls: string[]; mentions: number[] };

type PostFormProps = {
  /** The post's group: '@' offers its members. */
  groupId: number;
  initialContent?: string;
  initialImageUrls?: readonly string[];
  submitLabel: string;
  /** Toast text when the server gives no message of its own. */
  failureMessage: string;
  /** Saves the post; throws to keep the form as it is. */
  onSubmit: (values: PostFormValues) => Promise<void>;
  onCancel?: () => void;
  /** The composer empties itself after a post; the edit screen leaves instead. */
  resetOnSuccess?: boolean;
  /** The composer names its box for screen readers only; the placeholder says what to write. */
  hideLabel?: boolean;
  className?: string;
};

/**
 * The one form behind writing and editing a post (spec §2, §5): text with its 5000 limit and '@'
 * completing a member's name, up to 10 photos checked before upload, and a progress bar while they go up.
 */
export function PostForm({
  groupId,
  initialContent = '',
  initialImageUrls = [],
  submitLabel,
  failureMessage,
  onSubmit,
  onCancel,
  resetOnSuccess = false,
  hideLabel = false,
  className,
}: PostFormProps) {
  const images = usePostImages(initialImageUrls);
  const { urlsFor, progress } = useImageUpload();
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContentInput, unknown, ContentOutput>({ resolver: zodResolver(contentSchema), defaultValues: { content: initialContent } });
  const length = useWatch({ control, name: 'content' })?.length ?? 0;
  const picks = useRef<MentionPicks>(null);

  const submit = handleSubmit(async ({ content }) => {
    try {
      const imageUrls = await urlsFor(images.items);
      await onSubmit({ content, imageUrls, mentions: picks.current?.take(content) ?? [] });
    } catch (error) {
      console.error('post save failed', error);
      notify.error(toErrorMessage(error, failureMessage));
      return;
    }
    if (resetOnSuccess) {
      reset({ content: '' });
      images.reset();
    }
  });

  return (
    <form onSubmit={submit} noValidate className={cx('flex flex-col gap-4', className)}>
      <Field
        label={hideLabel ? <span className="sr-only">{POST_TEXT.contentLabel}</span> : POST_TEXT.contentLabel}
        error={errors.content?.message}
      >
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <MentionTextarea
              groupId={groupId}
              picks={picks}
              rows={hideLabel ? 3 : 6}
              placeholder={POST_TEXT.contentPlaceholder}
              readOnly={isSubmitting}
              name={field.name}
              value={field.value ?? ''}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
            />
          )}
        />
      </Field>
      <PostImageField items={images.items} error={images.error} disabled={isSubmitting} onAdd={images.add} onRemove={images.remove} />
      {progress !== null && <UploadProgress percent={progress} />}
      <div className="flex items-center justify-end gap-2">
        <span className={cx('mr-auto text-xs tabular-nums', length > POST_CONTENT_MAX ? 'font-semibold text-danger-600' : 'text-gray-500')}>
          {POST_TEXT.contentCount(length, POST_CONTENT_MAX)}
        </span>
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting} className="min-w-20">
            {POST_TEXT.cancel}
          </Button>
        )}
        <Button type="submit" isLoading={isSubmitting} className="min-w-24">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
