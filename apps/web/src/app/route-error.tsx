import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's errorElement: the spec's English heading, the cause, then Korean help. */
export function RouteError() {
  const error = useRouteError();
  return (
    <div className="flex flex-1 items-center justify-center px-5 py-20">
      <div className="w-full max-w-lg text-center">
        <span className="mx-auto mb-6 flex size-16 items-center justify-center rounded-full bg-danger-50 text-danger-600">
          <TriangleAlert className="size-8" aria-hidden="true" />
        </span>
        <h1 className="text-title font-bold text-gray-900">{TEXT.errorHeading}</h1>
        <p className="mt-3 rounded-lg bg-gray-100 px-4 py-2 font-mono text-sm break-all text-gray-700">{describe(error)}</p>
        <p className="mt-4 text-[15px] leading-relaxed text-gray-600">{TEXT.errorExplain}</p>
        <div className="mt-8 flex justify-center gap-2">
          {/* A full page load: the app state that failed may be what broke. */}
          <a href={paths.home} className={buttonClasses({ size: 'lg' })}>
            {TEXT.goHome}
          </a>
          <button type="button" onClick={() => window.location.reload()} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
            {TEXT.reload}
          </button>
        </div>
      </div>
    </div>
  );
}
