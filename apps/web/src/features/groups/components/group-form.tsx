import { GROUP_MEMBERS_MAX, GROUP_MEMBERS_MIN, JOIN_QUESTION_MAX } from '@dongne/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Field } from '@/components/ui/field.tsx';
import { ImageUploader, type ImageValue } from '@/components/ui/image-uploader.tsx';
import { Input } from '@/components/ui/input.tsx';
import { TagInput } from '@/components/ui/tag-input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { GROUP_TEXT } from '@/config/group-messages.ts';
import { type GroupFormInput, type GroupFormOutput, groupFormSchema } from '@/features/groups/lib/group-form-schema.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { applyFieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/notify.ts';
import { CategoryTreePicker } from './category-tree-picker.tsx';
import { LocationSelect } from './location-select.tsx';

const SERVER_FIELDS = ['name', 'description', 'categoryIds', 'locationId', 'maxMembers', 'isPublic', 'tags', 'joinQuestion'] as const;

type GroupFormProps = {
  defaultValues: GroupFormInput;
  initialImage?: string | null;
  /** Edit only: the capacity may not go below it. */
  memberCount?: number;
  submitLabel: string;
  /** Toast text when the server gives no message of its own. */
  failureMessage: string;
  /** 0–100 while the image goes up. */
  uploadProgress?: number | null;
  onSubmit: (values: GroupFormOutput, image: ImageValue) => Promise<void>;
  onCancel: () => void;
};

/** The one form behind create and edit (spec §2), validated with the contract's schema. */
export function GroupForm({
  defaultValues,
  initialImage = null,
  memberCount,
  submitLabel,
  failureMessage,
  uploadProgress = null,
  onSubmit,
  onCancel,
}: GroupFormProps) {
  const [image, setImage] = useState<ImageValue>(initialImage);
  const schema = useMemo(() => groupFormSchema(memberCount), [memberCount]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<GroupFormInput, unknown, GroupFormOutput>({ resolver: zodResolver(schema), defaultValues });

  const isPublic = watch('isPublic');
  const joinQuestion = watch('joinQuestion') ?? '';

  const submit = handleSubmit(async (values) => {
    try {
      // A public group asks nothing; its question (kept in the field) is left as it is on the server.
      await onSubmit(values.isPublic ? { ...values, joinQuestion: undefined } : values, image);
    } catch (error) {
      applyFieldErrors(error, setError, SERVER_FIELDS, { categoryId: 'categoryIds' });
      notify.error(toErrorMessage(error, failureMessage));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-7">
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold text-gray-800">{GROUP_TEXT.imageLabel}</span>
        <ImageUploader label={GROUP_TEXT.imageLabel} value={image} onChange={setImage} progress={uploadProgress} disabled={isSubmitting} />
        <p className="text-[13px] text-gray-600">{GROUP_TEXT.imageHint}</p>
      </div>
      <Field label={GROUP_TEXT.nameLabel} error={errors.name?.message}>
        <Input placeholder={GROUP_TEXT.namePlaceholder} autoComplete="off" {...register('name')} />
      </Field>
      <Field label={GROUP_TEXT.descriptionLabel} error={errors.description?.message}>
        <Textarea rows={5} placeholder={GROUP_TEXT.descriptionPlaceholder} {...register('description')} />
      </Field>
      <div className="flex flex-col gap-1.5">
        <Controller
          control={control}
          name="categoryIds"
          render={({ field }) => (
            <CategoryTreePicker
              mode="multiple"
              label={GROUP_TEXT.categoryLabel}
              value={field.value}
              onChange={field.onChange}
              error={errors.categoryIds?.message}
            />
          )}
        />
        {!errors.categoryIds && <p className="text-[13px] text-gray-600">{GROUP_TEXT.categoryHint}</p>}
      </div>
      <div className="grid gap-7 sm:grid-cols-2">
        <Field label={GROUP_TEXT.locationLabel} error={errors.locationId?.message}>
          <Controller
            control={control}
            name="locationId"
            render={({ field }) => (
              <LocationSelect name={field.name} ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            )}
          />
        </Field>
        <Field
          label={GROUP_TEXT.maxMembersLabel}
          error={errors.maxMembers?.message}
          hint={memberCount === undefined ? GROUP_TEXT.maxMembersHint : GROUP_TEXT.currentMembers(memberCount)}
        >
          <div className="relative">
            <Input
              type="number"
              inputMode="numeric"
              min={Math.max(GROUP_MEMBERS_MIN, memberCount ?? 0)}
              max={GROUP_MEMBERS_MAX}
              className="pr-10"
              {...register('maxMembers', { valueAsNumber: true })}
            />
            <span className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-gray-500">
              {GROUP_TEXT.maxMembersUnit}
            </span>
          </div>
        </Field>
      </div>
      <div className="rounded-field border border-gray-200 bg-gray-50 px-4 py-3.5">
        <Checkbox label={<span className="font-semibold">{GROUP_TEXT.publicLabel}</span>} {...register('isPublic')} />
        <p className="mt-1 pl-7.5 text-[13px] leading-relaxed text-gray-600">{GROUP_TEXT.publicHint}</p>
      </div>
      {!isPublic && (
        <Field
          label={GROUP_TEXT.joinQuestionLabel}
          error={errors.joinQuestion?.message}
          hint={GROUP_TEXT.joinQuestionHint}
          aside={<span className="text-[13px] text-gray-500">{`${joinQuestion.length}/${JOIN_QUESTION_MAX}`}</span>}
        >
          <Input
            maxLength={JOIN_QUESTION_MAX}
            autoComplete="off"
            placeholder={GROUP_TEXT.joinQuestionPlaceholder}
            {...register('joinQuestion')}
          />
        </Field>
      )}
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <TagInput value={field.value ?? []} onChange={field.onChange} hint={GROUP_TEXT.tagsHint} error={errors.tags?.message} />
        )}
      />
      <div className="grid grid-cols-2 gap-2 border-t border-gray-100 pt-6 sm:flex sm:justify-end">
        <Button variant="outline" size="lg" onClick={onCancel} disabled={isSubmitting} className="sm:min-w-28">
          {GROUP_TEXT.cancel}
        </Button>
        <Button type="submit" size="lg" isLoading={isSubmitting} className="sm:min-w-36">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
