import { type AdminCompany, companyInputSchema } from '@dongne/contract';
import { useQuery } from '@tanstack/react-query';
import { Building2, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { errorBodyOf, toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { ADMIN_TEXT } from '../admin-messages.ts';
import { companiesQueryOptions, useRemoveCompany, useSaveCompany } from '../api/admin-api.ts';
import { cardClasses, ListSkeleton, LoadError } from './admin-parts.tsx';

/** 회사: the companies whose addresses may sign up; add one with its domains, edit, remove (accounts stay). */
export function CompaniesTab() {
  const companies = useQuery(companiesQueryOptions());
  const [editing, setEditing] = useState<AdminCompany | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminCompany | null>(null);
  const remove = useRemoveCompany();

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => notify.success(ADMIN_TEXT.companyRemoved),
      onError: (error) => notify.error(toErrorMessage(error, ADMIN_TEXT.actionFailed)),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <div>
      <div className="flex justify-end">
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" />
          {ADMIN_TEXT.addCompany}
        </Button>
      </div>
      <div className="mt-4">
        {companies.isPending ? (
          <ListSkeleton />
        ) : companies.isError ? (
          <LoadError message={toErrorMessage(companies.error, ADMIN_TEXT.loadFailed)} onRetry={() => void companies.refetch()} />
        ) : companies.data.length === 0 ? (
          <div className={cardClasses}>
            <EmptyState icon={Building2} title={ADMIN_TEXT.companiesEmpty} description={ADMIN_TEXT.companiesEmptyBody} />
          </div>
        ) : (
          <ul aria-label={ADMIN_TEXT.companyListLabel} className={`${cardClasses} divide-y divide-gray-100`}>
            {companies.data.map((company) => (
              <li
                key={company.id}
                aria-labelledby={`admin-company-${company.id}`}
                className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-5"
              >
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-baseline gap-x-2">
                    <span id={`admin-company-${company.id}`} className="font-semibold text-gray-900">
                      {company.name}
                    </span>
                    <span className="text-sm text-gray-500">{ADMIN_TEXT.userCount(company.userCount)}</span>
                  </p>
                  <ul className="mt-1.5 flex flex-wrap gap-1.5">
                    {company.domains.map((domain) => (
                      <li key={domain} className="rounded-full bg-gray-100 px-2.5 py-0.5 text-sm break-all text-gray-700">
                        @{domain}
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={ADMIN_TEXT.editCompanyLabel(company.name)}
                    onClick={() => setEditing(company)}
                  >
                    {ADMIN_TEXT.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    className="text-red-600 hover:text-red-700"
                    aria-label={ADMIN_TEXT.removeCompanyLabel(company.name)}
                    onClick={() => setRemoving(company)}
                  >
                    {ADMIN_TEXT.remove}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>

      {editing !== null && <CompanyDialog company={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        isOpen={removing !== null}
        title={removing ? ADMIN_TEXT.removeCompanyTitle(removing.name) : ''}
        description={ADMIN_TEXT.removeCompanyBody}
        confirmLabel={ADMIN_TEXT.remove}
        cancelLabel={ADMIN_TEXT.cancel}
        tone="danger"
        isPending={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

const splitDomains = (text: string) => text.split(/[\s,]+/).filter(Boolean);

function CompanyDialog({ company, onClose }: { company: AdminCompany | null; onClose: () => void }) {
  const save = useSaveCompany();
  const [name, setName] = useState(company?.name ?? '');
  const [domains, setDomains] = useState(company?.domains.join(', ') ?? '');
  const [errors, setErrors] = useState<{ name?: string; domains?: string; form?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = companyInputSchema.safeParse({ name, domains: splitDomains(domains) });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'name' ? 'name' : 'domains';
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(
      { id: company?.id ?? null, input: parsed.data },
      {
        onSuccess: () => {
          notify.success(ADMIN_TEXT.companySaved);
          onClose();
        },
        onError: (error) => {
          const fieldErrors = errorBodyOf(error)?.fieldErrors ?? [];
          const next: typeof errors = {};
          for (const fieldError of fieldErrors) {
            const field = fieldError.field === 'name' ? 'name' : 'domains';
            next[field] ??= fieldError.message;
          }
          if (!next.name && !next.domains) next.form = toErrorMessage(error, ADMIN_TEXT.actionFailed);
          setErrors(next);
        },
      },
    );
  };

  return (
    <Modal isOpen onClose={onClose} title={company ? ADMIN_TEXT.editCompany : ADMIN_TEXT.addCompany} size="sm">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label={ADMIN_TEXT.companyName} error={errors.name}>
          <Input value={name} maxLength={50} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field label={ADMIN_TEXT.companyDomains} error={errors.domains} hint={ADMIN_TEXT.companyDomainsHint}>
          <Input
            value={domains}
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            onChange={(event) => setDomains(event.target.value)}
          />
        </Field>
        {errors.form && (
          <p role="alert" className="text-sm font-medium text-danger-600">
            {errors.form}
          </p>
        )}
        <div className="mt-2 grid grid-cols-2 gap-2">
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            {ADMIN_TEXT.cancel}
          </Button>
          <Button type="submit" isLoading={save.isPending}>
            {ADMIN_TEXT.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
