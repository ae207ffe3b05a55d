import { BadgeCheck } from 'lucide-react';
import { TEXT } from '@/config/messages.ts';

type VerifiedCompanyBoxProps = { email: string; companyName: string };

/** Success box after step 1 (spec §2: 'e-mail verification complete' with the e-mail). */
export function VerifiedCompanyBox({ email, companyName }: VerifiedCompanyBoxProps) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-field border border-success-200 bg-success-50 px-4 py-3.5">
      <BadgeCheck className="mt-0.5 size-5 shrink-0 text-success-600" aria-hidden="true" />
      <div className="min-w-0 text-sm">
        <p className="font-bold text-success-700">{TEXT.verifiedTitle}</p>
        <p className="mt-0.5 truncate text-gray-800">{email}</p>
        <p className="text-gray-600">{companyName}</p>
      </div>
    </div>
  );
}
