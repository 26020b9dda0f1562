import { isRouteErrorResponse, useRouteError } from 'react-router';
import { RotateCw, WifiOff } from 'lucide-react';
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
 * The router's error element. Inside the tab bar's layout it renders in place of the screen, so
 * the bottom bar stays and the other tabs keep what they already loaded; at the root it fills
 * the page. Either way it says what happened and offers Retry (a fresh load of this address:
 * a failed screen download is remembered by the router, so only a reload fetches it again).
 */
export function ErrorScreen({ inShell = false }: { inShell?: boolean }) {
  const error = useRouteError();
  // The shell's own texts ('app'): a failed screen may not have loaded its namespaces.
  const t = useT();
  if (import.meta.env.DEV) console.error(error);
  const offline = isNetworkError(error);
  const heading = t(offline ? 'app.connectionLost' : 'app.unexpectedError');
  const text = offline
    ? t('app.connectionLostHint')
    : isRouteErrorResponse(error)
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
    </main>
  );
}
