import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import type { MeetGreetState } from '@fanclub/shared/schemas/meet-greet';
import { paths } from '../../app/paths';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/screen';
import { ApiError } from '../api-client';
import { subscribeFor } from '../subscribe-link';
import { shortDateTime } from '../time-text';
import { toast } from '../toast';
import {
  enterMeetGreet,
  giveBackPlace,
  invalidateMeetGreet,
  meetGreetQueryOptions,
} from './meet-greet-queries';

const failed = (title: string) => (error: unknown) =>
  toast.error(title, {
    description: error instanceof ApiError ? error.message : 'Please try again.',
  });

/** The event page's meet & greet: what it is, entering, and the draw's answer for this member. */
export function MeetGreetPanel({ eventId }: { eventId: string }) {
  const query = useQuery(meetGreetQueryOptions(eventId));
  const state = query.data;
  if (!state?.meetGreet) return null;
  const mg = state.meetGreet;
  const places = `${mg.places} ${mg.places === 1 ? 'place' : 'places'}`;
  return (
    <Card className="mt-6">
      <section aria-labelledby="meet-greet-title" data-testid="meet-greet">
        <h2 id="meet-greet-title" className="flex items-center gap-2 text-lg font-semibold">
          <Sparkles aria-hidden className="size-5 text-tier-vip" />
          VIP meet &amp; greet
        </h2>
        <p className="mt-2 text-sm text-stage-300">
          Meet the artist after the show: {places}, drawn at random among the VIP members who enter.
          {mg.drawn ? '' : ` Entries close ${shortDateTime(mg.closesAt)}.`}
        </p>
        <div className="mt-4">
          <Body eventId={eventId} state={state} />
        </div>
      </section>
    </Card>
  );
}

function Body({ eventId, state }: { eventId: string; state: MeetGreetState }) {
  const queryClient = useQueryClient();
  // Read once per answer: the server decides; this only picks what to offer.
  const [now] = useState(() => Date.now());
  const mg = state.meetGreet!;
  const done = (next: MeetGreetState) => {
    queryClient.setQueryData(meetGreetQueryOptions(eventId).queryKey, next);
    void invalidateMeetGreet(queryClient);
  };
  const enter = useMutation({
    mutationFn: () => enterMeetGreet(eventId),
    onSuccess: done,
    onError: failed("We couldn't enter you"),
  });
  const giveBack = useMutation({
    mutationFn: () => giveBackPlace(eventId),
    onSuccess: (next) => {
      done(next);
      toast.success('Your place went to the next in the draw. Thank you!');
    },
    onError: failed("We couldn't give your place back"),
  });

  switch (state.status) {
    case 'entered':
      return (
        <Note>You&apos;re in the draw. We&apos;ll tell you the result when entries close.</Note>
      );
    case 'won':
      return (
        <div className="flex flex-col gap-3">
          <Note strong>You won a place! Your pass is with your tickets.</Note>
          <Link to={paths.tickets} className={buttonClass('primary', 'w-full')}>
            See my pass
          </Link>
          {state.canGiveBack && (
            <Button
              variant="ghost"
              className="w-full"
              disabled={giveBack.isPending}
              onClick={() => giveBack.mutate()}
            >
              Give my place back
            </Button>
          )}
          {state.canGiveBack && (
            <p className="text-center text-xs text-stage-400">
              Can&apos;t make it? Give it back until {shortDateTime(mg.giveBackUntil)} and the next
              in the draw gets it.
            </p>
          )}
        </div>
      );
    case 'not_picked':
      return <Note>You weren&apos;t picked this time — thank you for entering.</Note>;
    case 'given_back':
      return <Note>You gave your place back. Thank you — it went to the next in the draw.</Note>;
    default:
      break;
  }
  if (mg.drawn) return <Note>The winners have been drawn.</Note>;
  if (!state.eligible) {
    return (
      <div className="flex flex-col gap-3">
        <Note>The meet &amp; greet is for VIP members.</Note>
        <Link to={subscribeFor('plan', 'vip')} className={buttonClass('secondary', 'w-full')}>
          Upgrade to VIP
        </Link>
      </div>
    );
  }
  if (now < Date.parse(mg.opensAt)) return <Note>Entries open {shortDateTime(mg.opensAt)}.</Note>;
  if (now >= Date.parse(mg.closesAt)) return <Note>Entries are closed. The draw is next.</Note>;
  return (
    <Button className="w-full" disabled={enter.isPending} onClick={() => enter.mutate()}>
      {enter.isPending ? 'Entering…' : 'Enter the meet & greet'}
    </Button>
  );
}

function Note({ children, strong = false }: { children: ReactNode; strong?: boolean }) {
  return (
    <p className={strong ? 'font-semibold text-white' : 'text-sm text-stage-300'}>{children}</p>
  );
}
