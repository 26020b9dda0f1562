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
import { toast } from '../toast';
import { useT } from '../i18n/i18n-context';
import { useFormat } from '../i18n/use-format';
import {
  enterMeetGreet,
  giveBackPlace,
  invalidateMeetGreet,
  meetGreetQueryOptions,
} from './meet-greet-queries';

const failed = (title: string, tryAgain: string) => (error: unknown) =>
  toast.error(title, {
    description: error instanceof ApiError ? error.message : tryAgain,
  });

/** The event page's meet & greet: what it is, entering, and the draw's answer for this member. */
export function MeetGreetPanel({ eventId }: { eventId: string }) {
  const t = useT();
  const format = useFormat();
  const query = useQuery(meetGreetQueryOptions(eventId));
  const state = query.data;
  if (!state?.meetGreet) return null;
  const mg = state.meetGreet;
  return (
    <Card className="mt-6">
      <section aria-labelledby="meet-greet-title" data-testid="meet-greet">
        <h2 id="meet-greet-title" className="flex items-center gap-2 text-lg font-semibold">
          <Sparkles aria-hidden className="size-5 text-tier-vip" />
          {t('meetGreet.title')}
        </h2>
        <p className="mt-2 text-sm text-stage-300">
          {t('meetGreet.intro', { places: mg.places })}
          {mg.drawn
            ? ''
            : t('meetGreet.entriesCloseAt', { when: format.shortDateTime(mg.closesAt) })}
        </p>
        <div className="mt-4">
          <Body eventId={eventId} state={state} />
        </div>
      </section>
    </Card>
  );
}

function Body({ eventId, state }: { eventId: string; state: MeetGreetState }) {
  const t = useT();
  const format = useFormat();
  const shortDateTime = format.shortDateTime;
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
    onError: failed(t('meetGreet.enterFailed'), t('meetGreet.tryAgain')),
  });
  const giveBack = useMutation({
    mutationFn: () => giveBackPlace(eventId),
    onSuccess: (next) => {
      done(next);
      toast.success(t('meetGreet.gaveBackToast'));
    },
    onError: failed(t('meetGreet.giveBackFailed'), t('meetGreet.tryAgain')),
  });

  switch (state.status) {
    case 'entered':
      return <Note>{t('meetGreet.entered')}</Note>;
    case 'won':
      return (
        <div className="flex flex-col gap-3">
          <Note strong>{t('meetGreet.youWon')}</Note>
          <Link to={paths.tickets} className={buttonClass('primary', 'w-full')}>
            {t('meetGreet.seePass')}
          </Link>
          {state.canGiveBack && (
            <Button
              variant="ghost"
              className="w-full"
              disabled={giveBack.isPending}
              onClick={() => giveBack.mutate()}
            >
              {t('meetGreet.giveBack')}
            </Button>
          )}
          {state.canGiveBack && (
            <p className="text-center text-xs text-stage-400">
              {t('meetGreet.giveBackHint', { when: shortDateTime(mg.giveBackUntil) })}
            </p>
          )}
        </div>
      );
    case 'not_picked':
      return <Note>{t('meetGreet.notPicked')}</Note>;
    case 'given_back':
      return <Note>{t('meetGreet.givenBack')}</Note>;
    default:
      break;
  }
  if (mg.drawn) return <Note>{t('meetGreet.winnersDrawn')}</Note>;
  if (!state.eligible) {
    return (
      <div className="flex flex-col gap-3">
        <Note>{t('meetGreet.forVip')}</Note>
        <Link to={subscribeFor('plan', 'vip')} className={buttonClass('secondary', 'w-full')}>
          {t('meetGreet.upgradeVip')}
        </Link>
      </div>
    );
  }
  if (now < Date.parse(mg.opensAt))
    return <Note>{t('meetGreet.entriesOpenAt', { when: shortDateTime(mg.opensAt) })}</Note>;
  if (now >= Date.parse(mg.closesAt)) return <Note>{t('meetGreet.entriesClosed')}</Note>;
  return (
    <Button className="w-full" disabled={enter.isPending} onClick={() => enter.mutate()}>
      {enter.isPending ? t('meetGreet.entering') : t('meetGreet.enter')}
    </Button>
  );
}

function Note({ children, strong = false }: { children: ReactNode; strong?: boolean }) {
  return (
    <p className={strong ? 'font-semibold text-white' : 'text-sm text-stage-300'}>{children}</p>
  );
}
