import { useState } from 'react';
import { paths } from '../../../app/paths';
import { Screen } from '../../../components/ui/screen';
import { DoorScanner } from '../components/door-scanner';
import { DoorSetup } from '../components/door-setup';
import { doorStore } from '../door-store';
import { useT } from '../../../lib/i18n/i18n-context';

/** /door: staff scan tickets and passes, each let in once, with or without the venue's network. */
export function DoorScreen() {
  const t = useT();
  const [door, setDoor] = useState(() => doorStore.doorName());
  const [eventId, setEventId] = useState(() => doorStore.eventId());
  const [stored] = useState(() => (eventId ? doorStore.list(eventId) : null));
  const name = door.trim();

  return (
    <Screen
      title={t('door.title')}
      back={{ to: paths.profile, label: t('door.backToProfile') }}
      className="space-y-5 pb-10"
    >
      <DoorSetup
        door={door}
        onDoor={(value) => {
          setDoor(value);
          doorStore.setDoorName(value);
        }}
        eventId={eventId}
        onEvent={(id) => {
          setEventId(id);
          doorStore.setEventId(id);
        }}
        fallback={stored?.event ?? null}
      />
      {name && eventId ? (
        // Keyed by event: another event starts with its own list, queue and answer.
        <DoorScanner key={eventId} eventId={eventId} door={name} />
      ) : (
        <p className="text-stage-300">{t('door.nameDoor')}</p>
      )}
    </Screen>
  );
}
