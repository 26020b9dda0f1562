import { useQuery } from '@tanstack/react-query';
import type { DoorEvent } from '@fanclub/shared/schemas/door';
import { SelectField } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { doorEventsQuery } from '../api/door-api';
import { useT } from '../../../lib/i18n/i18n-context';

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
  const t = useT();
  const { data } = useQuery(doorEventsQuery());
  const events = data?.events ?? (fallback ? [fallback] : []);
  return (
    <div className="grid gap-3">
      <TextField
        label={t('door.thisDoor')}
        placeholder={t('door.doorPlaceholder')}
        value={door}
        maxLength={40}
        onChange={(e) => onDoor(e.target.value)}
        hint={t('door.doorHint')}
      />
      <SelectField
        label={t('door.event')}
        value={eventId}
        onValueChange={onEvent}
        placeholder={t('door.chooseEvent')}

        options={events.map((e) => ({ value: e.id, label: e.title }))}
      />
    </div>
  );
}
