import { Component } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RotateCw, WifiOff } from 'lucide-react';
import { ApiError } from '../lib/api-client';
import { HydratedSignal } from './hydrated-signal';
import { buttonClass } from '../components/ui/button';
import { useT } from '../lib/i18n/i18n-context';

/** A screen's code or data could not be fetched: offline, or the connection dropped mid-way. */
function isNetworkError(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  if (!(error instanceof Error)) return false;
  // Chromium, Firefox and Safari word a failed fetch / dynamic import differently.
  return /Failed to fetch|dynamically imported module|Importing a module script failed|NetworkError|Load failed/i.test(
    error.message,
  );
}

/**
 * What a screen that failed shows. Inside the tab bar's layout it renders in place of the screen,
 * so the bottom bar stays and the other tabs keep what they already loaded; at the root it fills
 * the page. Either way it says what happened and offers Retry (a fresh load of this address).
 */
export function ErrorScreen({ error, inShell = false }: { error: unknown; inShell?: boolean }) {
  // The shell's own texts ('app'): a failed screen may not have loaded its namespaces.
  const t = useT();
  if (import.meta.env.DEV) console.error(error);
  const offline = isNetworkError(error);
  const heading = t(offline ? 'app.connectionLost' : 'app.unexpectedError');
  const text = offline
    ? t('app.connectionLostHint')
    : error instanceof ApiError
      ? t('app.serverAnswered', { status: error.status })
      : t('app.somethingWrong');
  return (
    <main
      role="alert"
      data-testid="route-error"
      className={`grid place-items-center px-6 text-center ${inShell ? 'min-h-[70dvh]' : 'min-h-dvh'}`}
    >
      <div>
        {offline && <WifiOff aria-hidden className="mx-auto mb-4 size-10 text-stage-400" />}
        <h1 className="text-2xl font-semibold">{heading}</h1>
        <p className="mt-3 text-stage-300">{text}</p>
        <div className="mt-8 flex flex-col items-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={buttonClass('primary', 'px-6')}
          >
            <RotateCw aria-hidden className="size-4" />
            {t('app.retry')}
          </button>
          {!inShell && (
            <a href="/" className={buttonClass('ghost', 'px-6')}>
              {t('app.returnHome')}
            </a>
          )}
        </div>
      </div>
      {/* The app has taken over, if only to say this (root-layout.tsx signals it otherwise). */}
      <HydratedSignal />
    </main>
  );
}

interface BoundaryProps {
  pathname: string;
  inShell: boolean;
  children: ReactNode;
}
interface BoundaryState {
  /** Where the error happened: going elsewhere renders the new screen again. */
  pathname: string;
  failed: boolean;
  error: unknown;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { pathname: this.props.pathname, failed: false, error: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.pathname === state.pathname
      ? null
      : { pathname: props.pathname, failed: false, error: null };
  }

  override render() {
    return this.state.failed ? (
      <ErrorScreen error={this.state.error} inShell={this.props.inShell} />
    ) : (
      this.props.children
    );
  }
}

/**
 * Catches a screen whose code could not load or that threw while rendering (the data router's
 * errorElement did this before ADR 044). As a route element it wraps the child routes.
 */
export function RouteErrorBoundary({
  inShell = false,
  children,
}: {
  inShell?: boolean;
  children?: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary pathname={pathname} inShell={inShell}>
      {children ?? <Outlet />}
    </ErrorBoundary>
  );
}
