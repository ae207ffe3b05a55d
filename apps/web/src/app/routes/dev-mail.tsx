import { DevMailbox } from '../../features/dev-mail/components/dev-mailbox.tsx';

export function DevMailRoute() {
  return <DevMailbox />;
}
