import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { paths } from '../../../app/paths';
import { useT } from '../../../lib/i18n/i18n-context';

/** Shared frame of the auth screens: back to the splash, a soft accent glow, title and body. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const t = useT();
  return (
    <main className="relative isolate mx-auto flex min-h-dvh w-full max-w-md flex-col overflow-hidden px-6 pt-[max(0.75rem,env(safe-area-inset-top))] pb-[max(2rem,env(safe-area-inset-bottom))]">
      <div
        aria-hidden
        className="absolute -top-40 left-1/2 -z-10 size-96 -translate-x-1/2 rounded-full bg-accent/25 blur-3xl"
      />
      <Link
        to={paths.landing}
        aria-label={t('auth.backToStart')}
        className="-ml-3 inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
      >
        <ChevronLeft aria-hidden className="size-6" />
      </Link>
      <p className="mt-4 text-xs font-semibold tracking-[0.3em] text-accent uppercase">
        {t('auth.clubName')}
      </p>
      <h1 className="mt-2 font-display text-4xl font-extrabold tracking-tight">{title}</h1>
      <p className="mt-2 text-stage-300">{subtitle}</p>
      <div className="mt-8">{children}</div>
      {footer && <div className="mt-auto pt-8 text-center text-sm text-stage-300">{footer}</div>}
    </main>
  );
}

/** The footer's way to the other auth screen: an optional question, then a link tall enough to tap. */
export function AuthFooterLink({
  prompt,
  to,
  children,
}: {
  prompt?: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <>
      {prompt && `${prompt} `}
      <Link to={to} className="inline-flex min-h-11 items-center font-semibold text-accent">
        {children}
      </Link>
    </>
  );
}
