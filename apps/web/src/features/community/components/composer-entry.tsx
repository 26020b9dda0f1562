import { lazy, Suspense, useState } from 'react';
import { ImagePlus } from 'lucide-react';
import type { Author } from '@fanclub/shared/schemas/community';
import { Spinner } from '../../../components/ui/spinner';
import { useHydrated } from '../../../lib/use-hydrated';
import { hasDraft } from '../hooks/draft-store';
import { AuthorAvatar } from './author-line';
import { OnDemandModal, warmDialogs } from './on-demand';
import { useT } from '../../../lib/i18n/i18n-context';
import { loadRouteMessages } from '../../../lib/i18n/route-messages';

// The composer's texts (communityWrite) come with its code, not with the feed.
const loadComposer = () =>
  Promise.all([import('./composer'), loadRouteMessages(['communityWrite'])]).then(([m]) => m);
const Composer = lazy(() => loadComposer().then((m) => ({ default: m.Composer })));

/**
 * "Share something…": the row that opens the composer. The composer's code is fetched when a
 * finger or pointer comes near (so it is usually there by the tap), never with the feed.
 */
export function ComposerEntry({ me, staff }: { me: Author; staff: boolean }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const warm = () => {
    warmDialogs();
    void loadComposer();
  };
  // The draft is in this tab's storage, which the server's HTML cannot know about.
  const waiting = useHydrated() && hasDraft();
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
        className="flex min-h-16 w-full items-center gap-3 rounded-3xl border border-white/5 bg-stage-800 p-3 text-left hover:border-white/20"
      >
        <AuthorAvatar author={me} />
        <span className="min-w-0 flex-1 rounded-full bg-stage-900 px-4 py-2.5 text-sm text-stage-300">
          {waiting ? t('community.continueDraft') : t('community.shareSomething')}
        </span>
        <ImagePlus aria-hidden className="size-5 shrink-0 text-stage-300" />
        <span className="sr-only">{t('community.writePost')}</span>
      </button>
      <OnDemandModal open={open} onOpenChange={setOpen} title={t('community.newPost')}>
        <Suspense
          fallback={
            <Spinner
              label={t('community.openingComposer')}
              className="min-h-40 w-full justify-center"
            />
          }
        >
          <Composer staff={staff} onDone={() => setOpen(false)} />
        </Suspense>
      </OnDemandModal>
    </>
  );
}
