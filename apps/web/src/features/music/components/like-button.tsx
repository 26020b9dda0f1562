import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { paths } from '../../../app/paths';
import { useSession } from '../../../lib/session';
import { useT } from '../../../lib/i18n/i18n-context';
import { likeQueries, useSetLike } from '../api/likes-api';

/** Heart toggle for one track. Signed-out visitors are pointed to the login page instead. */
export function LikeButton({ trackId }: { trackId: string }) {
  const t = useT();
  const { isLoading, session } = useSession();
  const userId = session?.user.id;
  const likes = useQuery(likeQueries.mine(userId));
  const setLike = useSetLike(userId);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const liked = likes.data?.trackIds.includes(trackId) ?? false;

  const onClick = () => {
    if (!session) {
      toast(t('music.logInToLike'), {
        action: {
          label: t('music.logIn'),
          onClick: () => void navigate(paths.login, { state: { from: pathname } }),
        },
      });
      return;
    }
    setLike.mutate({ trackId, liked: !liked });
  };

  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={liked ? t('music.unlike') : t('music.like')}
      onClick={onClick}
      disabled={isLoading}
      className="grid size-11 shrink-0 place-items-center rounded-full text-stage-300 hover:bg-white/10 hover:text-white disabled:opacity-50"
    >
      <Heart
        aria-hidden
        className={`size-6 transition-colors ${liked ? 'fill-accent text-accent' : ''}`}
      />
    </button>
  );
}
