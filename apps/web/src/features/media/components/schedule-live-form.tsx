import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, X } from 'lucide-react';
import { STREAM_AUDIENCE_TIERS } from '@fanclub/shared/access';
import type { StreamAudienceTier } from '@fanclub/shared/access';
import { UPCOMING_LIVES_MAX } from '@fanclub/shared/limits';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { CoverImagePicker } from '../../../lib/cover-image-picker';
import { invalidateScheduledLives, upcomingLivesQuery } from '../../../lib/live/scheduled-lives';
import {
  cancelScheduledLive,
  liveWhen,
  scheduleLive,
  uploadScheduledLiveCover,
} from '../../../lib/live/scheduled-live-actions';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../api/live-api';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';
import { useAudienceOptions } from './audience-options';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Sat 21 Feb · 7:00 PM" as Home's upcoming rows write it, in the page's language. */
function useScheduledWhen(): (startsAt: string) => string {
  const { locale } = useFormat();
  return (startsAt) => {
    const when = liveWhen(startsAt, locale);
    return `${when.date} · ${when.time}`;
  };
}

/** The schedule so far, each with Cancel (the server refuses what is not the caller's to cancel). */
function ScheduledList() {
  const t = useT();
  const scheduledWhen = useScheduledWhen();
  const queryClient = useQueryClient();
  const query = useQuery(upcomingLivesQuery(UPCOMING_LIVES_MAX));
  const cancel = useMutation({
    mutationFn: cancelScheduledLive,
    onSuccess: () => {
      toast.success(t('media.scheduledCancelled'));
      void invalidateScheduledLives(queryClient);
    },
    onError: (error) =>
      toast.error(t('media.notCancelled'), {
        description: serverMessage(error, t('media.pleaseRetry')),
      }),
  });
  if (!query.data?.length) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label={t('media.scheduledLives')}>
      {query.data.map((live) => (
        <li key={live.id} className="flex items-center gap-2 rounded-xl bg-stage-800 p-3 text-sm">
          <span className="min-w-0 flex-1">
            <span className="block wrap-anywhere font-semibold">{live.title}</span>
            <span className="text-xs text-stage-300">{scheduledWhen(live.startsAt)}</span>
          </span>
          <Button
            variant="ghost"
            className="px-3"
            aria-label={t('media.cancelScheduled', { title: live.title })}
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(live.id)}
          >
            <X aria-hidden className="size-4" />
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Schedule a live ahead: fans see it in "Upcoming Live Streams" and can ask to be reminded. */
export function ScheduleLiveForm() {
  const t = useT();
  const audienceOptions = useAudienceOptions();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [audienceTier, setAudienceTier] = useState<StreamAudienceTier>('fanplus');
  const [cover, setCover] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ title?: string; startsAt?: string }>({});
  const mutation = useMutation({
    mutationFn: async (input: Parameters<typeof scheduleLive>[0]) => {
      const live = await scheduleLive(input);
      // Scheduled either way: a cover that did not upload is said, and can be added again.
      const coverError = cover
        ? await uploadScheduledLiveCover(live.id, cover).then(
            () => null,
            (error: unknown) => error,
          )
        : null;
      return { coverError };
    },
    onSuccess: ({ coverError }) => {
      if (coverError)
        toast.error(t('media.scheduledWithoutCover'), {
          description: serverMessage(coverError, t('media.pleaseRetry')),
        });
      else toast.success(t('media.liveScheduled'), { description: t('media.liveScheduledDetail') });
      setTitle('');
      setStartsAt('');
      setCover(null);
      void invalidateScheduledLives(queryClient);
    },
    onError: (error) =>
      toast.error(t('media.liveNotScheduled'), {
        description: serverMessage(error, t('media.pleaseRetry')),
      }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mutation.isPending) return;
    const at = startsAt ? new Date(startsAt) : null;
    const next = {
      title: title.trim() ? undefined : t('media.enterTitle'),
      startsAt:
        !at || Number.isNaN(at.getTime())
          ? t('media.chooseDateTime')
          : at.getTime() <= Date.now()
            ? t('media.chooseFuture')
            : undefined,
    };
    setErrors(next);
    if (next.title || next.startsAt || !at) return;
    mutation.mutate({ title: title.trim(), startsAt: at.toISOString(), audienceTier });
  }

  return (
    <section aria-labelledby="schedule-live-heading" className="flex flex-col gap-4">
      <h3 id="schedule-live-heading" className="text-base font-semibold">
        {t('media.scheduleALive')}
      </h3>
      <ScheduledList />
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('media.liveTitleLabel')}
          value={title}
          error={errors.title}
          aria-required
          onChange={(e) => {
            setTitle(e.target.value);
            setErrors((x) => ({ ...x, title: undefined }));
          }}
        />
        <TextField
          label={t('media.startsAt')}
          type="datetime-local"
          hint={t('media.yourTime', { zone: zone() })}
          value={startsAt}
          error={errors.startsAt}
          aria-required
          onChange={(e) => {
            setStartsAt(e.target.value);
            setErrors((x) => ({ ...x, startsAt: undefined }));
          }}
        />
        <SelectField
          label={t('media.audience')}
          value={audienceTier}
          onValueChange={(value) =>
            setAudienceTier(STREAM_AUDIENCE_TIERS.find((tier) => tier === value) ?? 'fanplus')
          }
          options={audienceOptions}
        />
        <CoverImagePicker file={cover} onChange={setCover} />
        <Button type="submit" variant="secondary" disabled={mutation.isPending}>
          <CalendarPlus aria-hidden className="size-4" />
          {t(mutation.isPending ? 'media.scheduling' : 'media.scheduleLive')}
        </Button>
      </form>
    </section>
  );
}
