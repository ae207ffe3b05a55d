import { ACCOUNT_MSG, type OwnedGroup, ownsGroupsErrorSchema } from '@dongne/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CircleCheck, CircleMinus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { SettingsPage } from '@/components/ui/settings-page.tsx';
import { groupPath, paths } from '@/config/paths.ts';
import { useDeleteAccount } from '@/features/profile/api/account.ts';
import { userGroupsQueryOptions } from '@/features/profile/api/get-user-groups.ts';
import { PROFILE_TEXT } from '@/features/profile/profile-messages.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { errorBodyOf, errorStatusOf, toErrorMessage } from '@/lib/error-message.ts';

/**
 * 회원탈퇴 (contract §12): says exactly what goes and what stays, lists the groups the person still
 * owns (from their groups beforehand, or from the server's 409) with links to hand them over,
 * asks for the password and a confirmation, and ends logged out on the goodbye screen.
 */
export function DeleteAccountScreen() {
  const me = useAuthStore((state) => state.user);
  const owned = useInfiniteQuery({ ...userGroupsQueryOptions(me?.id ?? 0, 'owned'), enabled: me !== null });
  const [refused, setRefused] = useState<OwnedGroup[] | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeleteAccount();
  const navigate = useNavigate();

  const ownedGroups: OwnedGroup[] =
    refused ?? owned.data?.pages.flatMap((page) => page.content.map((group) => ({ id: group.id, name: group.name }))) ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setPasswordError(ACCOUNT_MSG.passwordRequired);
      return;
    }
    setPasswordError(undefined);
    setIsConfirming(true);
  };

  const confirm = () => {
    setFormError(null);
    remove.mutate(
      { password },
      {
        onSuccess: () => void navigate(paths.goodbye, { replace: true, state: { accountDeleted: true } }),
        onError: (error) => {
          setIsConfirming(false);
          const status = errorStatusOf(error);
          if (status === 400) {
            const body = errorBodyOf(error);
            setPasswordError(body?.fieldErrors?.find((entry) => entry.field === 'password')?.message ?? toErrorMessage(error));
            return;
          }
          const conflict = status === 409 ? ownsGroupsErrorSchema.safeParse(errorBodyOf(error)) : null;
          if (conflict?.success) {
            setRefused(conflict.data.groups);
            return;
          }
          setFormError(status !== null && status < 500 ? toErrorMessage(error, PROFILE_TEXT.deleteFailed) : PROFILE_TEXT.deleteFailed);
        },
      },
    );
  };

  return (
    <SettingsPage
      title={PROFILE_TEXT.deleteTitle}
      intro={PROFILE_TEXT.deleteIntro}
      backTo={paths.profile}
      backLabel={PROFILE_TEXT.backToProfile}
    >
      {ownedGroups.length > 0 && (
        <Banner variant="danger" title={PROFILE_TEXT.ownedGroupsTitle} className="mt-6">
          <p className="break-keep">{PROFILE_TEXT.ownedGroupsBody}</p>
          <ul aria-label={PROFILE_TEXT.ownedGroupsLabel} className="mt-2 space-y-1">
            {ownedGroups.map((group) => (
              <li key={group.id}>
                <Link
                  to={`${groupPath(group.id)}?tab=members`}
                  aria-label={PROFILE_TEXT.ownedGroupLink(group.name)}
                  className="font-semibold underline underline-offset-2 hover:text-danger-600"
                >
                  {group.name}
                </Link>
              </li>
            ))}
          </ul>
        </Banner>
      )}

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="delete-goes" className="rounded-card bg-white px-4 py-5 shadow-card ring-1 ring-gray-100 sm:px-5">
          <h2 id="delete-goes" className="text-base font-bold text-gray-900">
            {PROFILE_TEXT.deleteGoesTitle}
          </h2>
          <ul className="mt-3 space-y-2">
            {PROFILE_TEXT.deleteGoes.map((line) => (
              <li key={line} className="flex gap-2 text-sm leading-relaxed break-keep text-gray-700">
                <CircleMinus className="mt-0.5 size-4 shrink-0 text-danger-500" aria-hidden="true" />
                {line}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="delete-stays" className="rounded-card bg-white px-4 py-5 shadow-card ring-1 ring-gray-100 sm:px-5">
          <h2 id="delete-stays" className="text-base font-bold text-gray-900">
            {PROFILE_TEXT.deleteStaysTitle}
          </h2>
          <ul className="mt-3 space-y-2">
            {PROFILE_TEXT.deleteStays.map((line) => (
              <li key={line} className="flex gap-2 text-sm leading-relaxed break-keep text-gray-700">
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden="true" />
                {line}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm break-keep text-gray-500">{PROFILE_TEXT.deleteRejoin}</p>
        </section>
      </div>

      <form onSubmit={submit} noValidate className="mt-6 rounded-card bg-white px-4 py-5 shadow-card ring-1 ring-gray-100 sm:px-5">
        <Field label={PROFILE_TEXT.deletePasswordLabel} hint={PROFILE_TEXT.deletePasswordHint} error={passwordError}>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        {formError && (
          <p role="alert" className="mt-3 text-sm font-medium text-danger-600">
            {formError}
          </p>
        )}
        <div className="mt-5 flex justify-end">
          <Button type="submit" variant="danger" className="h-11 w-full sm:w-auto">
            {PROFILE_TEXT.deleteSubmit}
          </Button>
        </div>
      </form>

      <ConfirmDialog
        isOpen={isConfirming}
        title={PROFILE_TEXT.deleteConfirmTitle}
        description={PROFILE_TEXT.deleteConfirmBody}
        confirmLabel={PROFILE_TEXT.deleteConfirm}
        cancelLabel={PROFILE_TEXT.cancel}
        tone="danger"
        isPending={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setIsConfirming(false)}
      />
    </SettingsPage>
  );
}
