import { Inbox, MailWarning, RefreshCw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TEXT } from '@/config/messages.ts';
import { useDevMail } from '@/features/dev-mail/api/get-dev-mail.ts';
import { MailList } from './mail-list.tsx';

/** Developer mailbox (contract §2.4): the address lives in `?to=` so a link can open it. */
export function DevMailbox() {
  const [searchParams, setSearchParams] = useSearchParams();
  const to = (searchParams.get('to') ?? '').trim().toLowerCase();
  const [draft, setDraft] = useState(to);
  const mail = useDevMail(to);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim().toLowerCase();
    if (next === to) void mail.refetch();
    else setSearchParams(next ? { to: next } : {}, { replace: true });
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-10 sm:px-6">
      <h1 className="text-title font-bold">{TEXT.devMailTitle}</h1>
      <p className="mt-2 text-[15px] text-gray-600">{TEXT.devMailBody}</p>
      <form onSubmit={onSubmit} className="mt-6 flex items-end gap-2" noValidate>
        <Field label={TEXT.devMailAddress} className="flex-1">
          <Input type="email" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder={TEXT.emailPlaceholder} />
        </Field>
        <Button type="submit" size="lg">
          {TEXT.devMailOpen}
        </Button>
      </form>
      <div className="mt-8">
        {!to && <EmptyState icon={Inbox} title={TEXT.devMailList} description={TEXT.devMailPrompt} />}
        {to && mail.isPending && (
          <div className="flex flex-col gap-3">
            <Skeleton className="h-28" />
            <Skeleton className="h-28" />
          </div>
        )}
        {to && mail.isError && (
          <Banner variant="danger" title={TEXT.devMailList}>
            {TEXT.devMailUnavailable}
          </Banner>
        )}
        {mail.data && mail.data.length === 0 && (
          <EmptyState
            icon={MailWarning}
            title={TEXT.devMailEmpty}
            description={TEXT.devMailEmptyBody}
            action={
              <Button variant="outline" onClick={() => void mail.refetch()} isLoading={mail.isFetching}>
                <RefreshCw className="size-4" aria-hidden="true" />
                {TEXT.refresh}
              </Button>
            }
          />
        )}
        {mail.data && mail.data.length > 0 && <MailList mails={mail.data} />}
      </div>
    </div>
  );
}
