import { Link } from 'react-router';
import { Users } from 'lucide-react';
import type { Tier } from '@fanclub/shared/roles';
import { subscribeFor } from '../../../lib/subscribe-link';
import { buttonClass } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n-context';
import { upgradePromptText } from '../../../lib/i18n/member-labels';

/** What free fans and guests see where the fans' posts and the composer would be. */
export function CommunityLockedCard({ tier, signedIn }: { tier: Tier | null; signedIn: boolean }) {
  const t = useT();
  return (
    <section
      aria-labelledby="community-locked-heading"
      data-testid="community-locked"
      className="relative overflow-hidden rounded-3xl border border-accent/40 bg-gradient-to-br from-accent/30 via-stage-800 to-stage-800 p-5"
    >
      <Users
        aria-hidden
        className="absolute -right-4 -bottom-5 size-28 -rotate-12 text-accent/10"
      />
      <h3 id="community-locked-heading" className="font-display text-lg font-bold">
        {t('community.joinConversation')}
      </h3>
      <p className="mt-1 max-w-[17rem] text-sm text-stage-300">{t('community.lockedNotice')}</p>
      <Link to={subscribeFor('community')} className={buttonClass('primary', 'mt-4')}>
        {signedIn ? upgradePromptText(t, tier) : t('community.seeMemberships')}
      </Link>
    </section>
  );
}
