import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft } from 'lucide-react';

/** Page frame: one <main>, phone-width column, optional back link and title. */
export function Screen({
  title,
  back,
  actions,
  children,
  className = '',
}: {
  title?: string;
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <main
      className={`mx-auto w-full max-w-xl px-4 pt-[max(1rem,env(safe-area-inset-top))] ${className}`}
    >
      {(title || back || actions) && (
        <header className="mb-4 flex min-h-12 flex-wrap items-center gap-2">
          {back && (
            <Link
              to={back.to}
              className="-ml-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
              aria-label={back.label}
            >
              <ChevronLeft aria-hidden className="size-6" />
            </Link>
          )}
          {title && <h1 className="grow basis-40 font-display text-display-lg">{title}</h1>}
          {actions}
        </header>
      )}
      {children}
    </main>
  );
}

export function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mt-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-4">
        <h2 className="font-display text-display-sm">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-2xl border border-white/5 bg-stage-800 p-4 ${className}`}>
      {children}
    </div>
  );
}
