import { Link } from 'react-router';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';

/** Pin mark and wordmark; the link's name is the product name. */
export function Logo() {
  return (
    <Link to={paths.home} className="flex shrink-0 items-center gap-2 rounded-lg">
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden="true">
        <rect width="64" height="64" rx="16" fill="var(--color-brand-500)" />
        <path
          d="M32 14c-8.3 0-15 6.5-15 14.6C17 39.5 32 52 32 52s15-12.5 15-23.4C47 20.5 40.3 14 32 14zm0 20a5.6 5.6 0 1 1 0-11.2A5.6 5.6 0 0 1 32 34z"
          fill="#fff"
        />
      </svg>
      <span className="text-lg font-extrabold tracking-tight text-gray-900">{TEXT.appName}</span>
    </Link>
  );
}
