import { useQuery } from '@tanstack/react-query';
import type { DoorEvent } from '@fanclub/shared/schemas/door';
import { SelectField } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { doorEventsQuery } from '../api/door-api';

/** Which door this phone is ("Door B") and which event it scans for; both stay on the phone. */
export function DoorSetup({
  door,
  onDoor,
  eventId,
  onEvent,
  fallback,
}: {
  door: string;
  onDoor: (name: string) => void;
  eventId: string;
  onEvent: (id: string) => void;
  /** The event of the stored list, so an offline phone still names it. */
  fallback: DoorEvent | null;
}) {
  const { data } = useQuery(doorEventsQuery());
  const events = data?.events ?? (fallback ? [fallback] : []);
  return (
    <div className="grid gap-3">
      <TextField
        label="This door"
        placeholder="Door B"
        value={door}
        maxLength={40}
        onChange={(e) => onDoor(e.target.value)}
        hint="Shown when a ticket scanned here is scanned again elsewhere."
      />
      <SelectField
        label="Event"
        value={eventId}
        onValueChange={onEvent}
        placeholder="Choose the event"
        options={events.map((e) => ({ value: e.id, label: e.title }))}
      />
    </div>
  );
}
