import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { signInOptionsQueryOptions, signInWithProvider } from '../api/auth-api';
import type { SocialProvider } from '../api/auth-api';
import { useT } from '../../../lib/i18n/i18n-context';

type Provider = 'Apple' | 'Google' | 'Facebook';

// Brand marks drawn inline: the icon set has no Google or Facebook logos.
const marks: Record<Provider, string> = {
  Apple:
    'M16.37 12.6c-.02-2.2 1.8-3.26 1.88-3.31-1.03-1.5-2.62-1.7-3.18-1.73-1.35-.14-2.64.8-3.33.8-.69 0-1.74-.78-2.87-.76-1.47.02-2.83.86-3.59 2.18-1.54 2.66-.39 6.6 1.1 8.77.73 1.06 1.6 2.24 2.73 2.2 1.1-.05 1.51-.71 2.84-.71 1.32 0 1.7.71 2.86.69 1.18-.02 1.93-1.07 2.65-2.14.84-1.23 1.18-2.42 1.2-2.48-.03-.01-2.3-.88-2.3-3.5ZM14.2 6.14c.6-.74 1.01-1.75.9-2.77-.87.04-1.93.58-2.55 1.31-.56.65-1.05 1.69-.92 2.69.97.07 1.96-.49 2.57-1.23Z',
  Google:
    'M21.6 12.23c0-.68-.06-1.36-.18-2.02H12v3.83h5.39a4.6 4.6 0 0 1-2 3.02v2.5h3.23c1.9-1.74 2.98-4.3 2.98-7.33ZM12 22c2.7 0 4.96-.9 6.62-2.43l-3.23-2.5c-.9.6-2.04.96-3.39.96-2.6 0-4.81-1.76-5.6-4.12H3.07v2.58A10 10 0 0 0 12 22Zm-5.6-8.09a6 6 0 0 1 0-3.82V7.51H3.07a10 10 0 0 0 0 8.98l3.33-2.58ZM12 5.98c1.47-.02 2.9.53 3.96 1.55l2.86-2.86A9.6 9.6 0 0 0 12 2a10 10 0 0 0-8.93 5.51l3.33 2.58C7.19 7.74 9.4 5.98 12 5.98Z',
  Facebook:
    'M22 12.06C22 6.5 17.52 2 12 2S2 6.5 2 12.06c0 5.02 3.66 9.18 8.44 9.94v-7.03H7.9v-2.91h2.54V9.85c0-2.52 1.49-3.91 3.78-3.91 1.1 0 2.24.2 2.24.2v2.47h-1.26c-1.24 0-1.63.78-1.63 1.57v1.88h2.78l-.44 2.91h-2.34V22c4.78-.76 8.43-4.92 8.43-9.94Z',
};

const providers: readonly Provider[] = ['Apple', 'Google', 'Facebook'];
const ids: Record<Provider, SocialProvider> = {
  Apple: 'apple',
  Google: 'google',
  Facebook: 'facebook',
};

/**
 * A button for each provider the server has configured (GET /api/sign-in-options); it starts that
 * provider's OAuth flow (the browser leaves for the provider and comes back to the dashboard).
 * A provider that is not configured gets no button, since it could only say 'not available', and
 * with none configured (or before the options have loaded) there is no 'or continue with' either.
 */
export function SocialSignIn({
  verb,
  className,
}: {
  verb: 'signIn' | 'signUp';
  className?: string;
}) {
  const options = useQuery(signInOptionsQueryOptions());
  const t = useT();
  const start = useMutation({
    mutationFn: signInWithProvider,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toast.error(t('auth.signInFailed'), { description: error.message }),
  });

  const configured = options.data?.providers;
  const shown = providers.filter((provider) => configured?.[ids[provider]]);
  if (shown.length === 0) return null;

  return (
    <div className={className}>
      <div className="flex items-center gap-3 text-xs text-stage-400" aria-hidden>
        <span className="h-px flex-1 bg-white/10" />
        {t('auth.orContinueWith')}
        <span className="h-px flex-1 bg-white/10" />
      </div>
      <ul className="mt-5 flex justify-center gap-4">
        {shown.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              aria-label={t(verb === 'signIn' ? 'auth.signInWith' : 'auth.signUpWith', {
                provider,
              })}
              disabled={start.isPending}
              onClick={() => start.mutate(ids[provider])}
              className="inline-flex size-14 items-center justify-center rounded-2xl border border-white/10 bg-stage-800 transition-colors hover:border-accent/60 hover:bg-stage-700"
            >
              <svg aria-hidden viewBox="0 0 24 24" className="size-6 fill-white">
                <path d={marks[provider]} />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
