import { PageTitle } from '@/components/ui/page-title.tsx';
import { TEXT } from '@/config/messages.ts';
import { DevMailbox } from '@/features/dev-mail/components/dev-mailbox.tsx';

export function DevMailRoute() {
  return (
    <>
      <PageTitle title={TEXT.devMailTitle} />
      <DevMailbox />
    </>
  );
}
