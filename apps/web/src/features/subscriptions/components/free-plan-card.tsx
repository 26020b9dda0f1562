import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { planById } from '@fanclub/shared/plans';
import { subscribeToPlan } from '../../../lib/subscribe-link';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/screen';

/** Manage Subscription for a member on Free: nothing to manage yet, so show the way up. */
export function FreePlanCard() {
  const free = planById('free');
  return (
    <Card className="p-6 text-center">
      <Sparkles aria-hidden className="mx-auto size-10 text-accent" />
      <p className="mt-3 text-xs font-semibold tracking-widest text-accent uppercase">
        Current plan
      </p>
      <h2 className="mt-1 font-display text-2xl font-bold">{free.name}</h2>
      <p className="mt-2 text-sm text-stage-300">
        You're on the Free plan: {free.features.join(', ').toLowerCase()}. There's no subscription
        or card to manage.
      </p>
      <p className="mt-2 text-sm text-stage-300">
        Upgrade to Fan+ or VIP for full playback, livestreams and more.
      </p>
      <Link
        to={subscribeToPlan('fanplus')}
        className={buttonClass('primary', 'mt-6 w-full min-h-13 text-base')}
      >
        See plans
      </Link>
    </Card>
  );
}
