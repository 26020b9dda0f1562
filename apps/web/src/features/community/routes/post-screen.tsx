import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Lock, Trash2 } from 'lucide-react';
import { paths } from '../../../app/paths';
import { subscribeFor } from '../../../lib/subscribe-link';
import { buttonClass } from '../../../components/ui/button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Screen } from '../../../components/ui/screen';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { communityQueries } from '../api/community-api';
import { CommentBox } from '../components/comment-box';
import { PostCard } from '../components/post-card';
import { PostComments } from '../components/post-comments';
import { usePostEvents } from '../hooks/use-post-events';
import { useReader } from '../hooks/use-reader';
import { writeBlockMessage } from '../write-block';
import { SeeOriginalButton, useSeeOriginal } from '../../../lib/i18n/see-original';
import { useT } from '../../../lib/i18n/i18n-context';

/** Deleted (410), above the reader's tier (403, no body) or not there (404): a clear page each. */
function Unavailable({ status, id }: { status: number; id: string }) {
  const t = useT();
  const back = { to: paths.home, label: t('communityWrite.backToFeed') };
  const gone = status === 410;
  const locked = status === 403;
  const Icon = locked ? Lock : Trash2;
  return (
    <Screen title={t('communityWrite.postTitle')} back={back}>
      <div className="mt-10 flex flex-col items-center text-center" data-testid="post-unavailable">
        <span className="grid size-16 place-items-center rounded-full bg-stage-800">
          <Icon aria-hidden className="size-7 text-stage-300" />
        </span>
        <h2 className="mt-4 font-display text-display-sm">
          {gone
            ? t('community.postDeleted')
            : locked
              ? t('communityWrite.postForMembers')
              : t('communityWrite.postNotFound')}
        </h2>
        <p className="mt-2 max-w-xs text-sm text-stage-300">
          {locked
            ? `${t('community.lockedNotice')} ${t('communityWrite.upgradeToRead')}`
            : t('communityWrite.mayBeRemoved')}
        </p>
        {locked && (
          <Link to={subscribeFor('post', id)} className={buttonClass('primary', 'mt-6')}>
            {t('communityWrite.seeMemberships')}
          </Link>
        )}
        <Link to={paths.home} className={buttonClass(locked ? 'ghost' : 'primary', 'mt-3')}>
          {t('communityWrite.backToFeed')}
        </Link>
      </div>
    </Screen>
  );
}

/** /home/posts/:id: one post with its comments and replies, live while open. */
export function PostScreen() {
  const t = useT();
  const back = { to: paths.home, label: t('communityWrite.backToFeed') };
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { reader, signedIn } = useReader();
  const query = useQuery(communityQueries.post(id, reader));
  const data = query.data;
  const original = useSeeOriginal();
  usePostEvents(id, data !== undefined && !data.post.locked);

  if (query.error instanceof ApiError && [403, 404, 410].includes(query.error.status))
    return <Unavailable status={query.error.status} id={id} />;

  return (
    <Screen title={t('communityWrite.postTitle')} back={back} className="pb-28">
      {query.isPending && (
        <div aria-busy>
          <span role="status" className="sr-only">
            {t('communityWrite.loadingPost')}
          </span>
          <Skeleton className="h-56" />
        </div>
      )}
      {query.isError && !data && (
        <ErrorNotice message={t('communityWrite.postError')} onRetry={() => void query.refetch()} />
      )}
      {data && (
        <>
          {/* The card is /home's too: See original lives here, so the feed's first load stays as it is. */}
          <PostCard
            post={original.shownOf(data.post)}
            signedIn={signedIn}
            detail
            onDeleted={() => void navigate(paths.home, { replace: true })}
          />
          {data.post.original && (
            <SeeOriginalButton
              showOriginal={original.showOriginal}
              onToggle={original.toggle}
              seeOriginal={t('communityWrite.seeOriginal')}
              seeTranslation={t('communityWrite.seeTranslation')}
            />
          )}
          <section aria-labelledby="comments-heading" className="mt-6">
            <h2 id="comments-heading" className="mb-2 font-display text-display-sm">
              {t('communityWrite.comments')}
            </h2>
            {!data.post.locked && (
              <PostComments
                postId={id}
                reader={reader}
                signedIn={signedIn}
                canComment={data.canComment}
              />
            )}
          </section>
          <div className="fixed inset-x-0 bottom-0 z-30 border-t border-white/10 bg-stage-900/95 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur-md">
            <div className="mx-auto max-w-xl px-4 pt-3">
              {data.canComment ? (
                <CommentBox postId={id} />
              ) : writeBlockMessage(data) ? (
                <p role="status" className="flex min-h-11 items-center pb-2 text-sm text-amber-100">
                  {writeBlockMessage(data)}
                </p>
              ) : (
                <p className="flex min-h-11 items-center justify-between gap-3 pb-2 text-sm text-stage-300">
                  <span>
                    {signedIn ? t('community.lockedNotice') : t('communityWrite.signInToJoin')}
                  </span>
                  <Link
                    to={signedIn ? subscribeFor('post', id) : paths.login}
                    className="shrink-0 font-semibold text-accent-strong hover:text-white"
                  >
                    {signedIn ? t('communityWrite.upgrade') : t('communityWrite.signIn')}
                  </Link>
                </p>
              )}
            </div>
          </div>
        </>
      )}
    </Screen>
  );
}
