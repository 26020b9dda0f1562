import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, X } from 'lucide-react';
import { STREAM_AUDIENCE_TIERS } from '@fanclub/shared/access';
import type { StreamAudienceTier } from '@fanclub/shared/access';
import { planById } from '@fanclub/shared/plans';
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

const AUDIENCE_OPTIONS: { value: StreamAudienceTier; label: string }[] = [
  { value: 'fanplus', label: `${planById('fanplus').name} and ${planById('vip').name}` },
  { value: 'vip', label: `${planById('vip').name} only` },
];
const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The schedule so far, each with Cancel (the server refuses what is not the caller's to cancel). */
function ScheduledList() {
  const queryClient = useQueryClient();
  const query = useQuery(upcomingLivesQuery(UPCOMING_LIVES_MAX));
  const cancel = useMutation({
    mutationFn: cancelScheduledLive,
    onSuccess: () => {
      toast.success('Scheduled live cancelled');
      void invalidateScheduledLives(queryClient);
    },
    onError: (error) =>
      toast.error('Not cancelled', { description: serverMessage(error, 'Please try again.') }),
  });
  if (!query.data?.length) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label="Scheduled lives">
      {query.data.map((live) => {
        const when = liveWhen(live.startsAt);
        return (
          <li key={live.id} className="flex items-center gap-2 rounded-xl bg-stage-800 p-3 text-sm">
            <span className="min-w-0 flex-1">
              <span className="block wrap-anywhere font-semibold">{live.title}</span>
              <span className="text-xs text-stage-300">
                {when.date} · {when.time}
              </span>
            </span>
            <Button
              variant="ghost"
              className="px-3"
              aria-label={`Cancel “${live.title}”`}
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(live.id)}
            >
              <X aria-hidden className="size-4" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** Schedule a live ahead: fans see it in "Upcoming Live Streams" and can ask to be reminded. */
export function ScheduleLiveForm() {
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
        toast.error('Live scheduled without its cover image', {
          description: serverMessage(coverError, 'Please try again.'),
        });
      else toast.success('Live scheduled', { description: 'Fans can now ask to be reminded.' });
      setTitle('');
      setStartsAt('');
      setCover(null);
      void invalidateScheduledLives(queryClient);
    },
    onError: (error) =>
      toast.error('Live not scheduled', {
        description: serverMessage(error, 'Please try again.'),
      }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mutation.isPending) return;
    const at = startsAt ? new Date(startsAt) : null;
    const next = {
      title: title.trim() ? undefined : 'Please enter a stream title.',
      startsAt:
        !at || Number.isNaN(at.getTime())
          ? 'Please choose a date and time for the live.'
          : at.getTime() <= Date.now()
            ? 'Please choose a time in the future.'
            : undefined,
    };
    setErrors(next);
    if (next.title || next.startsAt || !at) return;
    mutation.mutate({ title: title.trim(), startsAt: at.toISOString(), audienceTier });
  }

  return (
    <section aria-labelledby="schedule-live-heading" className="flex flex-col gap-4">
      <h3 id="schedule-live-heading" className="text-base font-semibold">
        Schedule a live
      </h3>
      <ScheduledList />
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Live title"
          value={title}
          error={errors.title}
          aria-required
          onChange={(e) => {
            setTitle(e.target.value);
            setErrors((x) => ({ ...x, title: undefined }));
          }}
        />
        <TextField
          label="Starts at"
          type="datetime-local"
          hint={`Your time (${zone()})`}
          value={startsAt}
          error={errors.startsAt}
          aria-required
          onChange={(e) => {
            setStartsAt(e.target.value);
            setErrors((x) => ({ ...x, startsAt: undefined }));
          }}
        />
        <SelectField
          label="Audience"
          value={audienceTier}
          onValueChange={(value) =>
            setAudienceTier(STREAM_AUDIENCE_TIERS.find((tier) => tier === value) ?? 'fanplus')
          }
          options={AUDIENCE_OPTIONS}
        />
        <CoverImagePicker file={cover} onChange={setCover} />
        <Button type="submit" variant="secondary" disabled={mutation.isPending}>
          <CalendarPlus aria-hidden className="size-4" />
          {mutation.isPending ? 'Scheduling...' : 'Schedule Live'}
        </Button>
      </form>
    </section>
  );
}
