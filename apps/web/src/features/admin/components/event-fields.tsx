import { useMemo } from 'react';
import { SelectField } from '../../../components/ui/select';
import { SwitchRow } from '../../../components/ui/switch';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import type { DraftErrors, EventDraft } from '../event-draft';
import { browserTimeZone, timeZoneOptions } from '../zoned-time';
import { useT } from '../../../lib/i18n/i18n-context';

interface EventFieldsProps {
  draft: EventDraft;
  onChange: (patch: Partial<EventDraft>) => void;
  errors: DraftErrors;
}

/** Every field of an event, for the create form and the edit dialog alike. */
export function EventFields({ draft, onChange, errors }: EventFieldsProps) {
  const t = useT();
  const zones = useMemo(() => timeZoneOptions(browserTimeZone(), draft.timeZone), [draft.timeZone]);
  return (
    <>
      <TextField
        label={t('admin.eventTitle')}
        value={draft.title}
        onChange={(e) => onChange({ title: e.target.value })}
        error={errors.title}
        aria-required
        autoComplete="off"
      />
      <TextField
        label={t('admin.eventDate')}
        type="datetime-local"
        value={draft.date}
        onChange={(e) => onChange({ date: e.target.value })}
        error={errors.date}
        aria-required
      />
      <SelectField
        label={t('admin.timeZone')}
        value={draft.timeZone}
        onValueChange={(timeZone) => onChange({ timeZone })}
        options={zones}
      />
      <TextField
        label={t('admin.venue')}
        hint={t('admin.venueHint')}
        value={draft.venue}
        onChange={(e) => onChange({ venue: e.target.value })}
        error={errors.venue}
        autoComplete="off"
      />
      <TextField
        label={t('admin.location')}
        hint={t('admin.locationHint')}
        value={draft.location}
        onChange={(e) => onChange({ location: e.target.value })}
        error={errors.location}
        autoComplete="off"
      />
      <TextArea
        label={t('admin.description')}
        value={draft.description}
        onChange={(e) => onChange({ description: e.target.value })}
        rows={3}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('admin.ticketPrice')}
          prefix="$"
          inputMode="decimal"
          placeholder="0.00"
          value={draft.price}
          onChange={(e) => onChange({ price: e.target.value })}
          error={errors.price}
        />
        <TextField
          label={t('admin.capacity')}
          inputMode="numeric"
          placeholder={t('admin.noLimit')}
          value={draft.capacity}
          onChange={(e) => onChange({ capacity: e.target.value })}
          error={errors.capacity}
        />
      </div>
      <TextField
        label={t('admin.ticketsPerMember')}
        inputMode="numeric"
        placeholder={t('admin.noLimit')}
        hint={t('admin.ticketsPerMemberHint')}
        value={draft.perMember}
        onChange={(e) => onChange({ perMember: e.target.value })}
        error={errors.perMember}
      />
      <TextField
        label={t('admin.onSaleFrom')}
        type="datetime-local"
        hint={t('admin.onSaleHint')}
        value={draft.onSale}
        onChange={(e) => onChange({ onSale: e.target.value })}
        error={errors.onSale}
      />
      <SwitchRow
        label={t('admin.vipOnly')}
        description={t('admin.vipOnlyHint')}
        checked={draft.isVipOnly}
        onCheckedChange={(isVipOnly) => onChange({ isVipOnly })}
      />
    </>
  );
}
