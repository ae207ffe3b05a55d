import { ArrowRight, BadgeCheck, MapPin, Plus, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';
import { HomeGroupSections } from '@/features/groups/components/home-group-sections.tsx';
import { LocationBanner } from '@/features/location/components/location-banner.tsx';
import { useAuthStore } from '@/lib/auth-store.ts';
import { useMyDistricts } from '../use-my-districts.ts';
import { HeroArt } from './home-hero-art.tsx';

const STEPS = [
  { icon: BadgeCheck, title: TEXT.howVerifyTitle, body: TEXT.howVerifyBody },
  { icon: MapPin, title: TEXT.howPlaceTitle, body: TEXT.howPlaceBody },
  { icon: UsersRound, title: TEXT.howJoinTitle, body: TEXT.howJoinBody },
] as const;

/** Home (spec §2): location banner, hero, recommended and popular groups, and for guests how it works and sign-up. */
export function HomeRoute() {
  const user = useAuthStore((state) => state.user);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const districts = useMyDistricts();
  return (
    <div className="mx-auto w-full max-w-6xl px-5 pt-6 pb-16 sm:px-6 sm:pt-10">
      <PageTitle />
      <LocationBanner className="mb-4 sm:mb-6" />
      <section className="relative overflow-hidden rounded-card bg-gradient-to-br from-brand-50 via-white to-brand-100/60 px-6 py-10 ring-1 ring-brand-100 sm:px-12 sm:py-14">
        <div className="relative z-10 grid items-center gap-10 lg:grid-cols-[1.1fr_1fr]">
          <div>
            {isAuthenticated && user ? (
              <p className="mb-4 text-base font-semibold text-brand-700">{TEXT.welcomeBack(user.nickname)}</p>
            ) : (
              <p className="mb-4 inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-[13px] font-semibold text-brand-700 ring-1 ring-brand-200">
                <BadgeCheck className="size-4" aria-hidden="true" />
                {TEXT.heroEyebrow}
              </p>
            )}
            {/* 28 px on phones: one line at 360 px in the system's Korean font as in Pretendard, so the
                title does not go from two lines to one when Pretendard arrives after the first screen. */}
            <h1 className="text-[1.75rem] leading-tight font-extrabold tracking-tight text-gray-900 sm:text-display">{TEXT.heroTitle}</h1>
            <p className="mt-4 max-w-xl text-base leading-relaxed text-gray-700 sm:text-lg">
              {isAuthenticated ? TEXT.welcomeBody : TEXT.heroBody}
            </p>
            <div className="mt-8 flex flex-col gap-2.5 sm:flex-row">
              <Link to={paths.explore} className={buttonClasses({ size: 'lg' })}>
                {TEXT.heroExplore}
                <ArrowRight className="size-5" aria-hidden="true" />
              </Link>
              {isAuthenticated ? (
                <Link to={paths.groupsCreate} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
                  <Plus className="size-5" aria-hidden="true" />
                  {TEXT.heroCreate}
                </Link>
              ) : (
                <Link to={paths.signup} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
                  {TEXT.navSignup}
                </Link>
              )}
            </div>
          </div>
          <HeroArt />
        </div>
      </section>

      <HomeGroupSections districts={districts} />

      {!isAuthenticated && (
        <section aria-labelledby="how-title" className="mt-14">
          <h2 id="how-title" className="text-xl font-bold text-gray-900">
            {TEXT.howTitle}
          </h2>
          <ol className="mt-5 grid gap-4 sm:grid-cols-3">
            {STEPS.map(({ icon: Icon, title, body }, index) => (
              <li key={title} className="rounded-card border border-gray-100 bg-white p-6 shadow-card">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="text-sm font-bold text-brand-700">STEP {index + 1}</span>
                </div>
                <h3 className="mt-4 text-lg font-bold text-gray-900">{title}</h3>
                <p className="mt-1.5 text-[15px] leading-relaxed text-gray-600">{body}</p>
              </li>
            ))}
          </ol>
        </section>
      )}

      {!isAuthenticated && (
        <section className="mt-14 flex flex-col items-start gap-6 rounded-card bg-gray-900 px-6 py-10 text-white sm:flex-row sm:items-center sm:justify-between sm:px-12">
          <div>
            <h2 className="text-xl font-bold sm:text-2xl">{TEXT.ctaTitle}</h2>
            <p className="mt-2 text-[15px] text-gray-300">{TEXT.ctaBody}</p>
          </div>
          <Link to={paths.signup} className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto' })}>
            {TEXT.ctaSignup}
          </Link>
        </section>
      )}
    </div>
  );
}
