import { ChevronLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { PRIVACY_POLICY, TERMS_OF_SERVICE } from '@/config/legal.ts';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';

// The documents' text loads with this screen, not with every page.
const DOCUMENTS = { terms: TERMS_OF_SERVICE, privacy: PRIVACY_POLICY };

/** 이용약관 / 개인정보 처리방침; "back" returns to sign-up when that is where the reader came from. */
export function LegalDocumentRoute({ which }: { which: keyof typeof DOCUMENTS }) {
  const doc = DOCUMENTS[which];
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first entry: nothing in this app to go back to.
  const canGoBack = location.key !== 'default';
  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-8 sm:px-6 sm:py-12">
      <PageTitle title={doc.title} />
      <button
        type="button"
        onClick={() => (canGoBack ? navigate(-1) : navigate(paths.home))}
        className="-ml-2 mb-4 inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-semibold text-gray-600 hover:bg-gray-100 hover:text-gray-900"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        {canGoBack ? TEXT.goBack : TEXT.goHome}
      </button>
      <article className="rounded-card border border-gray-100 bg-white px-6 py-8 shadow-card sm:px-10 sm:py-10">
        <h1 className="text-title font-bold text-gray-900">{doc.title}</h1>
        <p className="mt-1 text-sm text-gray-500">
          {TEXT.effectiveDate} {doc.effectiveDate}
        </p>
        <p className="mt-6 text-[15px] leading-relaxed text-gray-700">{doc.intro}</p>
        {doc.sections.map((section) => (
          <section key={section.heading} className="mt-8">
            <h2 className="text-base font-bold text-gray-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-2 text-[15px] leading-relaxed text-gray-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
