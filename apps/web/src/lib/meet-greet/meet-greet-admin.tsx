import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMeetGreet, MeetGreetSettings } from '@fanclub/shared/schemas/meet-greet';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../api-client';
import { shortDateTime } from '../time-text';
import { toast } from '../toast';
import { adminMeetGreetQueryOptions, meetGreetKeys, saveMeetGreet } from './meet-greet-queries';

/** `datetime-local` speaks the admin's own clock; the API speaks ISO instants. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '');

const OUTCOMES = { won: 'Won', waiting: 'Waiting', given_back: 'Gave back' } as const;

/** The edit dialog's meet & greet: places, entry window, give-back deadline; entries and the draw. */
export function MeetGreetAdmin({ eventId }: { eventId: string }) {
  const query = useQuery(adminMeetGreetQueryOptions(eventId));
  if (!query.data) return null;
  return (
    <section aria-labelledby="meet-greet-admin" className="mt-6 border-t border-white/10 pt-4">
      <h3 id="meet-greet-admin" className="text-base font-semibold">
        VIP meet &amp; greet
      </h3>
      {query.data.meetGreet?.drawn ? (
        <DrawResult data={query.data} />
      ) : (
        <>
          {query.data.meetGreet && (
            <p className="mt-1 text-sm text-stage-300">
              {query.data.entries} {query.data.entries === 1 ? 'entry' : 'entries'} so far.
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
      toast.success('Meet & greet saved');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      toast.error("Couldn't save the meet & greet", {
        description: error instanceof ApiError ? error.message : 'Please try again.',
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
        label="Places"
        type="number"
        min={1}
        value={places}
        onChange={(e) => setPlaces(e.target.value)}
        error={errors.places}
      />
      <TextField
        label="Entries open (your time)"
        type="datetime-local"
        value={opensAt}
        onChange={(e) => setOpensAt(e.target.value)}
        error={errors.opensAt}
      />
      <TextField
        label="Entries close and the draw (your time)"
        type="datetime-local"
        value={closesAt}
        onChange={(e) => setClosesAt(e.target.value)}
        error={errors.closesAt}
      />
      <TextField
        label="Winners may give their place back until (your time)"
        type="datetime-local"
        value={giveBackUntil}
        onChange={(e) => setGiveBackUntil(e.target.value)}
        error={errors.giveBackUntil}
      />
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : current ? 'Save meet & greet' : 'Add a meet & greet'}
      </Button>
    </form>
  );
}

function DrawResult({ data }: { data: AdminMeetGreet }) {
  const draw = data.draw;
  if (!draw) return null;
  return (
    <div className="mt-2 text-sm" data-testid="meet-greet-draw">
      <p className="text-stage-300">
        Drawn {shortDateTime(draw.drawnAt)} among {data.entries}{' '}
        {data.entries === 1 ? 'entry' : 'entries'} for {data.meetGreet?.places}{' '}
        {data.meetGreet?.places === 1 ? 'place' : 'places'}.
      </p>
      {draw.order.length > 0 && (
        <ol className="mt-2 flex flex-col gap-1">
          {draw.order.map((o) => (
            <li key={o.rank} className="flex justify-between gap-3">
              <span>
                {o.rank}. {o.name}
              </span>
              <span className="text-stage-300">
                {OUTCOMES[o.outcome]}
                {o.used ? ' · let in' : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-2 font-mono text-xs break-all text-stage-400">Seed: {draw.seed}</p>
    </div>
  );
}
