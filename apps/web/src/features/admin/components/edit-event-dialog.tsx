import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n-context';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { invalidateEvents, serverMessage, updateEvent, uploadEventImage } from '../api/admin-api';
import { CoverImagePicker } from '../../../lib/cover-image-picker';
import { saveWithImage } from './save-with-image';
import type { AdminEvent } from '../api/admin-api';
import { draftFromEvent, draftToBody } from '../event-draft';
import type { DraftErrors, EventDraft } from '../event-draft';
import { EventFields } from './event-fields';
import { MeetGreetAdmin } from '../../../lib/meet-greet/meet-greet-admin';
import { TranslationsEditor } from './translations-editor';

function EventTranslations({ eventId }: { eventId: string }) {
  const t = useT();
  return (
    <TranslationsEditor
      kind="event"
      id={eventId}
      fields={[
        { name: 'title', label: t('admin.eventTitle') },
        { name: 'description', label: t('admin.description'), multiline: true },
      ]}
    />
  );
}

/** Edit dialog, prefilled from the list row; open while `event` is set. */
export function EditEventDialog({
  event,
  onClose,
}: {
  event: AdminEvent | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      open={event !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.editEvent')}
    >
      {/* Keyed so reopening for another event starts from that event's values. */}
      {event && <EditEventForm key={event.id} event={event} onDone={onClose} />}
      {event && <EventTranslations key={`tr-${event.id}`} eventId={event.id} />}
      {event && <MeetGreetAdmin key={`mg-${event.id}`} eventId={event.id} />}
    </Modal>
  );
}

function EditEventForm({ event, onDone }: { event: AdminEvent; onDone: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<EventDraft>(() => draftFromEvent(event));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [image, setImage] = useState<File | null>(null);
  const mutation = useMutation({
    mutationFn: (body: Parameters<typeof updateEvent>[1]) =>
      saveWithImage(updateEvent(event.id, body), image, uploadEventImage, t),
    onSuccess: () => {
      toast.success(t('admin.eventUpdated'));
      void invalidateEvents(queryClient);
      onDone();
    },
    onError: (error) =>
      toast.error(t('admin.eventUpdateFailed'), {
        description: serverMessage(error, t('admin.tryAgain')),
      }),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (mutation.isPending) return;
    const result = draftToBody(draft, t);
    if (result.kind === 'incomplete') {
      // Editing can empty a field that used to be set, so here silence would look like a bug.
      setErrors({
        ...(draft.title.trim() ? {} : { title: t('admin.enterEventTitle') }),
        ...(draft.date ? {} : { date: t('admin.chooseEventDate') }),
      });
      return;
    }
    if (result.kind === 'invalid') {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    mutation.mutate(result.body);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <EventFields
        draft={draft}
        onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
        errors={errors}
      />
      <CoverImagePicker file={image} onChange={setImage} currentUrl={event.image?.url} />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('admin.saving') : t('admin.saveChanges')}
      </Button>
    </form>
  );
}
