import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import type { Post } from '@fanclub/shared/schemas/community';
import { subscribeFor } from '../../../lib/subscribe-link';
import { buttonClass } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n-context';
import { tierName } from '../../../lib/i18n/member-labels';

/** Where a locked post's body would be: its tier and the way to it (the body never arrives). */
export function LockedBody({ post }: { post: Post }) {
  const t = useT();
  const tier = tierName(t, post.requiredTier);
  return (
    <div className="mt-3 overflow-hidden rounded-2xl border border-white/10 bg-gradient-to-br from-accent/20 via-stage-700 to-stage-800 p-5 text-center">
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-black/40">
        <Lock aria-hidden className="size-5" />
      </span>
      <p className="mt-3 font-semibold">{t('community.forMembers', { tier })}</p>
      <p className="mt-1 text-sm text-stage-300">
        {post.title
          ? t('community.titledPartOf', { title: post.title, tier })
          : t('community.postPartOf', { tier })}
      </p>
      <Link to={subscribeFor('post', post.id)} className={buttonClass('primary', 'mt-4')}>
        {t('community.unlockWith', { tier })}
      </Link>
    </div>
  );
}
