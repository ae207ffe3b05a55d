import { ADMIN_MSG } from '@dongne/contract';
import { forbidden } from '../../lib/app-error.ts';

const KOREAN_DATE = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'long' });

/** Whether an operator's suspension is in force at `now`: set, and for good or not yet over (contract §13). */
export function isSuspended(suspension: { suspendedAt: Date | null; suspendedUntil: Date | null }, now: Date): boolean {
  return suspension.suspendedAt !== null && (suspension.suspendedUntil === null || suspension.suspendedUntil.getTime() > now.getTime());
}

/** The 403 a suspended account hears at login, naming when the suspension ends. */
export function suspendedError(suspendedUntil: Date | null) {
  const until = suspendedUntil ? `${KOREAN_DATE.format(suspendedUntil)}까지 이용할 수 없습니다.` : '기한 없이 정지되었습니다.';
  return forbidden(`${ADMIN_MSG.suspended} ${until}`);
}
