import type { ReactNode } from 'react';

type AuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card ("이미 계정이 있으신가요?"). */
  footer?: ReactNode;
  /** Above the title, e.g. the sign-up step indicator. */
  header?: ReactNode;
};

/** Centred card on desktop, edge-to-edge white sheet on a phone. */
export function AuthCard({ title, subtitle, children, footer, header }: AuthCardProps) {
  return (
    <div className="flex flex-1 justify-center bg-white sm:bg-transparent sm:px-6 sm:py-14">
      <div className="w-full max-w-[460px]">
        <section className="bg-white px-5 pt-8 pb-10 sm:rounded-card sm:border sm:border-gray-100 sm:px-10 sm:pt-10 sm:shadow-card">
          {header}
          <h1 className="text-title font-bold text-gray-900">{title}</h1>
          {subtitle && <p className="mt-2 text-[15px] leading-relaxed text-gray-600">{subtitle}</p>}
          <div className="mt-8">{children}</div>
        </section>
        {footer && <div className="px-5 pb-10 text-center text-sm text-gray-600 sm:mt-6 sm:pb-0">{footer}</div>}
      </div>
    </div>
  );
}
