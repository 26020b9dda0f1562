import { useRouteError } from 'react-router';

/** The router's error element; the spec's text, never a stack trace in production. */
export function ErrorScreen() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="grid min-h-dvh place-items-center px-6 text-center">
      <div>
        <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
        <p className="mt-3 text-stage-300">Something went wrong while showing this page.</p>
        <a
          href="/"
          className="mt-8 inline-flex min-h-11 items-center rounded-full bg-accent-fill px-6 font-semibold text-white"
        >
          Return to Home
        </a>
      </div>
    </main>
  );
}
