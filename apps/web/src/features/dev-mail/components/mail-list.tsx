import type { OutboxMail } from '@dongne/contract';
import { TEXT } from '@/config/messages.ts';
import { formatDateTimeSeconds } from '@/lib/dates.ts';
import { MailText } from './mail-text.tsx';

export function MailList({ mails }: { mails: OutboxMail[] }) {
  return (
    <section aria-label={TEXT.devMailList}>
      <ul className="flex flex-col gap-3">
        {mails.map((mail) => (
          <li key={mail.id} className="rounded-card border border-gray-200 bg-white p-5 shadow-card">
            <article>
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2 className="text-base font-bold text-gray-900">{mail.subject}</h2>
                <time dateTime={mail.createdAt} className="text-[13px] text-gray-500 tabular-nums">
                  {formatDateTimeSeconds(mail.createdAt)}
                </time>
              </div>
              <p className="mt-1 text-[13px] text-gray-500">{mail.to}</p>
              <div className="mt-3 border-t border-gray-100 pt-3">
                <MailText text={mail.text} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
