import { Link } from 'react-router';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';

export function Footer() {
  return (
    <footer className="border-t border-gray-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-5 py-8 text-sm text-gray-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div>
          <p className="font-bold text-gray-800">{TEXT.appName}</p>
          <p className="mt-1">{TEXT.footerTagline}</p>
        </div>
        <nav aria-label={TEXT.footerNav} className="flex gap-4">
          <Link to={paths.terms} className="hover:text-gray-900 hover:underline">
            {TEXT.termsLink}
          </Link>
          <Link to={paths.privacy} className="font-semibold text-gray-800 hover:underline">
            {TEXT.privacyLink}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
