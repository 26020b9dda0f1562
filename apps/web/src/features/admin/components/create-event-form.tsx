import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n-context';
import type { Translator } from '../../../lib/i18n/translator';
import { Button } from '../../../components/ui/button';
import type { CreateEventBody } from '@fanclub/shared/schemas/admin';
import { DEFAULT_EARLY_EVENT_NEWS_HOURS, EARLY_EVENT_NEWS_HOURS } from '@fanclub/shared/limits';
import { SelectField } from '../../../components/ui/select';
import type { SelectOption } from '../../../components/ui/select';
import { createEvent, invalidateEvents, uploadEventImage } from '../api/admin-api';
import { CoverImagePicker } from '../../../lib/cover-image-picker';
import { saveWithImage } from './save-with-image';
import { draftToBody, emptyDraft } from '../event-draft';
import type { DraftErrors, EventDraft } from '../event-draft';
import { EventFields } from './event-fields';

/** Early event news (issue 30): how long only Fan+ and VIP members see the event and hear of it. */
const membersFirstOptions = (t: Translator['t']): readonly SelectOption[] =>
  EARLY_EVENT_NEWS_HOURS.map((hours) => ({
    value: String(hours),
    label:
      hours === 0
        ? t('admin.membersFirstNone')
        : hours === 168
          ? t('admin.membersFirstWeek')
          : hours > 24
            ? t('admin.membersFirstDays', { days: hours / 24 })
            : t('admin.membersFirstHours', { hours }),
  }));

export function CreateEventForm() {
  const t = useT();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<EventDraft>(() => emptyDraft());
  const [membersFirst, setMembersFirst] = useState(String(DEFAULT_EARLY_EVENT_NEWS_HOURS));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [image, setImage] = useState<File | null>(null);
  const mutation = useMutation({
    // The image needs the event's id, so it is uploaded once the event exists.
    mutationFn: (body: CreateEventBody) =>
      saveWithImage(createEvent(body), image, uploadEventImage, t),
    onSuccess: () => {
      toast.success(t('admin.eventCreated'));
      // The next event is most likely in the same place and zone: keep the zone, clear the rest.
      setDraft((current) => emptyDraft(current.timeZone));
      setImage(null);
      void invalidateEvents(queryClient);
    },
    onError: () => toast.error(t('admin.eventCreateFailed')),
  });

  function change(patch: Partial<EventDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
    // A corrected field loses its message at once; the others keep theirs until the next submit.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof EventDraft];
      return next;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mutation.isPending) return;
    const result = draftToBody(draft, t);
    // Spec section 5: with the title or date empty nothing happens at all.
    if (result.kind === 'incomplete') return;
    if (result.kind === 'invalid') {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    mutation.mutate({ ...result.body, membersFirstHours: Number(membersFirst) });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="create-event-heading"
    >
      <h2 id="create-event-heading" className="text-lg font-semibold">
        {t('admin.createEvent')}
      </h2>
      <EventFields draft={draft} onChange={change} errors={errors} />
      <div>
        <SelectField
          label={t('admin.membersHearFirst')}
          value={membersFirst}
          onValueChange={setMembersFirst}
          options={membersFirstOptions(t)}
        />
        <p className="mt-1.5 text-xs text-stage-400">{t('admin.membersHearFirstHint')}</p>
      </div>
      <CoverImagePicker file={image} onChange={setImage} />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('admin.creating') : t('admin.createEvent')}
      </Button>
    </form>
  );
}
