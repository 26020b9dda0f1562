import { useState } from 'react';
import type { FormEvent } from 'react';
import { dateTimeFormat } from '@fanclub/shared/intl';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useDoor } from '../use-door';
import { AnswerPanel } from './answer-panel';
import { CameraScanner } from './camera-scanner';
import { SyncPanel } from './sync-panel';
import { useT } from '../../../lib/i18n/i18n-context';

/** Times in the event's own zone ("19:42" at a Paris show), else the phone's. */
function clock(timeZone: string | undefined) {
  return (iso: string) => {
    const options = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    try {
      return dateTimeFormat('en-GB', { ...options, timeZone }).format(new Date(iso));
    } catch {
      return dateTimeFormat('en-GB', options).format(new Date(iso));
    }
  };
}

/** Scanning for one event at one door: the answer, the camera, typing a code, the offline queue. */
export function DoorScanner({ eventId, door }: { eventId: string; door: string }) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const state = useDoor(eventId, door);
  const time = clock(state.list?.event.timeZone);

  function submit(e: FormEvent) {
    e.preventDefault();
    void state.scan(typed);
    setTyped('');
  }

  return (
    <div className="space-y-5">
      {state.shown && <AnswerPanel shown={state.shown} time={time} />}
      <CameraScanner onCode={(code) => void state.scan(code)} />
      <form onSubmit={submit} className="flex items-end gap-2">
        <TextField
          label={t('door.typeCode')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          className="flex-1"
        />
        <Button type="submit" disabled={typed.trim() === ''}>
          {t('door.check')}
        </Button>
      </form>
      <SyncPanel
        list={state.list}
        queue={state.queue}
        conflicts={state.conflicts}
        syncing={state.syncing}
        time={time}
        onSync={() => void state.sync()}
        onRefresh={() => void state.download()}
        onClear={state.clearConflicts}
      />
    </div>
  );
}
