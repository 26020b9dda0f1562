import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { EMAIL_CONFIRMED_PARAM } from '@fanclub/shared/auth-links';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { useSession } from '../../../lib/session';
import { useHydrated } from '../../../lib/use-hydrated';
import { useT } from '../../../lib/i18n/i18n-context';

const POSTER = '/media/landing-poster.webp';
// Intrinsic size of the loop and its poster (portrait 9:16), set so nothing shifts while loading.
const MEDIA_WIDTH = 720;
const MEDIA_HEIGHT = 1280;

/** The splash: a silent looping clip behind the artist's name, with the two ways in. */
export function LandingScreen() {
  const reducedMotion = useReducedMotion();
  const t = useT();
  const { session, isLoading } = useSession();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  // Back from the confirmation link (Better Auth adds ?error=… when the token was bad or old).
  const confirmed = params.get(EMAIL_CONFIRMED_PARAM) === '1';
  const linkFailed = confirmed && params.has('error');
  useEffect(() => {
    if (linkFailed) {
      toast.error(t('landing.linkExpired'), {
        id: 'email-confirmed',
        description: t('landing.linkExpiredHint'),
      });
    } else if (confirmed) {
      toast.success(t('landing.emailConfirmed'), {
        id: 'email-confirmed',
        description: t('landing.emailConfirmedHint'),
      });
    }
  }, [confirmed, linkFailed, t]);

  // A member (signed in, or just confirmed and signed in by the link) goes straight in, once
  // running: a server render cannot navigate (it answers a member 302, except back from a link,
  // when this screen says "confirmed" first), and React Router warns of a <Navigate> there.
  if (session) return hydrated ? <Navigate to={paths.dashboard} replace /> : null;
  // Back from a link that signed no one in (opened from another site or an old browser, or
  // expired): the next step is to log in, so go there once running (a server render cannot
  // navigate); the toast above says why.
  if (confirmed && hydrated && !isLoading) return <Navigate to={paths.login} replace />;
  const mediaClass = 'absolute inset-0 size-full object-cover';
  return (
    <main className="relative isolate flex min-h-dvh flex-col overflow-hidden bg-stage-950">
      {reducedMotion ? (
        <picture>
          <source type="image/avif" srcSet="/media/landing-poster.avif" />
          <img
            src={POSTER}
            alt=""
            width={MEDIA_WIDTH}
            height={MEDIA_HEIGHT}
            fetchPriority="high"
            className={`${mediaClass} -z-20`}
          />
        </picture>
      ) : (
        <video
          className={`${mediaClass} -z-20`}
          poster={POSTER}
          width={MEDIA_WIDTH}
          height={MEDIA_HEIGHT}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden
          tabIndex={-1}
        >
          <source src="/media/landing-loop.webm" type="video/webm" />
          <source src="/media/landing-loop.mp4" type="video/mp4" />
        </video>
      )}
      {/* Keeps white text readable over any frame of the clip. */}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-gradient-to-b from-stage-950/70 via-stage-950/10 via-40% to-stage-950"
      />

      <header className="flex items-center justify-between px-6 pt-[max(1.25rem,env(safe-area-inset-top))]">
        <span className="text-xs font-semibold tracking-[0.3em] text-white/80 uppercase">
          {t('landing.eyebrow')}
        </span>
        <span
          aria-hidden
          className="size-2 rounded-full bg-accent-fill shadow-[0_0_12px_var(--color-accent)]"
        />
      </header>

      <div className="mt-auto px-6 pb-[max(2.5rem,env(safe-area-inset-bottom))]">
        <h1 className="font-display text-6xl leading-[0.95] font-extrabold tracking-tight text-balance">
          Aria <span className="text-accent">Monroe</span>
        </h1>
        <p className="mt-4 max-w-xs text-lg text-white/85">{t('landing.tagline')}</p>
        <div className="mt-10 flex flex-col gap-3">
          <Link to={paths.signup} className={buttonClass('primary', 'min-h-13 text-base')}>
            {t('landing.signUp')}
          </Link>
          <Link
            to={paths.login}
            className={buttonClass(
              'ghost',
              'min-h-13 border border-white/30 text-base backdrop-blur-sm',
            )}
          >
            {t('landing.login')}
          </Link>
        </div>
      </div>
    </main>
  );
}
