import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMeetGreet, MeetGreetSettings } from '@fanclub/shared/schemas/meet-greet';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../api-client';
import { toast } from '../toast';
import { useT } from '../i18n/i18n-context';
import { useFormat } from '../i18n/use-format';
import { adminMeetGreetQueryOptions, meetGreetKeys, saveMeetGreet } from './meet-greet-queries';

/** `datetime-local` speaks the admin's own clock; the API speaks ISO instants. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '');

const OUTCOMES = {
  won: 'meetGreet.won',
  waiting: 'meetGreet.waiting',
  given_back: 'meetGreet.gaveBack',
} as const;

/** The edit dialog's meet & greet: places, entry window, give-back deadline; entries and the draw. */
export function MeetGreetAdmin({ eventId }: { eventId: string }) {
  const t = useT();
  const query = useQuery(adminMeetGreetQueryOptions(eventId));
  if (!query.data) return null;
  return (
    <section aria-labelledby="meet-greet-admin" className="mt-6 border-t border-white/10 pt-4">
      <h3 id="meet-greet-admin" className="text-base font-semibold">
        {t('meetGreet.title')}
      </h3>
      {query.data.meetGreet?.drawn ? (
        <DrawResult data={query.data} />
      ) : (
        <>
          {query.data.meetGreet && (
            <p className="mt-1 text-sm text-stage-300">
              {t('meetGreet.entriesSoFar', { count: query.data.entries })}
            </p>
          )}
          <SettingsForm eventId={eventId} current={query.data.meetGreet} />
        </>
      )}
    </section>
  );
}

function SettingsForm({
  eventId,
  current,
}: {
  eventId: string;
  current: MeetGreetSettings | null;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [places, setPlaces] = useState(String(current?.places ?? 10));
  const [opensAt, setOpensAt] = useState(current ? toLocalInput(current.opensAt) : '');
  const [closesAt, setClosesAt] = useState(current ? toLocalInput(current.closesAt) : '');
  const [giveBackUntil, setGiveBackUntil] = useState(
    current ? toLocalInput(current.giveBackUntil) : '',
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () =>
      saveMeetGreet(eventId, {
        places: Number(places),
        opensAt: fromLocalInput(opensAt),
        closesAt: fromLocalInput(closesAt),
        giveBackUntil: fromLocalInput(giveBackUntil),
      }),
    onSuccess: (data) => {
      setErrors({});
      queryClient.setQueryData(meetGreetKeys.admin(eventId), data);
      toast.success(t('meetGreet.saved'));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      toast.error(t('meetGreet.saveFailed'), {
        description: error instanceof ApiError ? error.message : t('meetGreet.tryAgain'),
      });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!save.isPending) save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3">
      <TextField
        label={t('meetGreet.places')}
        type="number"
        min={1}
        value={places}
        onChange={(e) => setPlaces(e.target.value)}
        error={errors.places}
      />
      <TextField
        label={t('meetGreet.entriesOpen')}
        type="datetime-local"
        value={opensAt}
        onChange={(e) => setOpensAt(e.target.value)}
        error={errors.opensAt}
      />
      <TextField
        label={t('meetGreet.entriesClose')}
        type="datetime-local"
        value={closesAt}
        onChange={(e) => setClosesAt(e.target.value)}
        error={errors.closesAt}
      />
      <TextField
        label={t('meetGreet.giveBackUntil')}
        type="datetime-local"
        value={giveBackUntil}
        onChange={(e) => setGiveBackUntil(e.target.value)}
        error={errors.giveBackUntil}
      />
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        {save.isPending
          ? t('meetGreet.saving')
          : current
            ? t('meetGreet.save')
            : t('meetGreet.add')}
      </Button>
    </form>
  );
}

function DrawResult({ data }: { data: AdminMeetGreet }) {
  const t = useT();
  const format = useFormat();
  const draw = data.draw;
  if (!draw) return null;
  return (
    <div className="mt-2 text-sm" data-testid="meet-greet-draw">
      <p className="text-stage-300">
        {t('meetGreet.drawn', {
          when: format.shortDateTime(draw.drawnAt),
          entries: data.entries,
          places: data.meetGreet?.places ?? 0,
        })}
      </p>
      {draw.order.length > 0 && (
        <ol className="mt-2 flex flex-col gap-1">
          {draw.order.map((o) => (
            <li key={o.rank} className="flex justify-between gap-3">
              <span>
                {o.rank}. {o.name}
              </span>
              <span className="text-stage-300">
                {t(OUTCOMES[o.outcome])}
                {o.used ? t('meetGreet.letIn') : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-2 font-mono text-xs break-all text-stage-400">
        {t('meetGreet.seed', { seed: draw.seed })}
      </p>
    </div>
  );
}
