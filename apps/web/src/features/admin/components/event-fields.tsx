import { useMemo } from 'react';
import { SelectField } from '../../../components/ui/select';
import { SwitchRow } from '../../../components/ui/switch';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import type { DraftErrors, EventDraft } from '../event-draft';
import { browserTimeZone, timeZoneOptions } from '../zoned-time';

interface EventFieldsProps {
  draft: EventDraft;
  onChange: (patch: Partial<EventDraft>) => void;
  errors: DraftErrors;
}

/** Every field of an event, for the create form and the edit dialog alike. */
export function EventFields({ draft, onChange, errors }: EventFieldsProps) {
  const zones = useMemo(() => timeZoneOptions(browserTimeZone(), draft.timeZone), [draft.timeZone]);
  return (
    <>
      <TextField
        label="Title"
        value={draft.title}
        onChange={(e) => onChange({ title: e.target.value })}
        error={errors.title}
        aria-required
        autoComplete="off"
      />
      <TextField
        label="Date and time"
        type="datetime-local"
        value={draft.date}
        onChange={(e) => onChange({ date: e.target.value })}
        error={errors.date}
        aria-required
      />
      <SelectField
        label="Time zone"
        value={draft.timeZone}
        onValueChange={(timeZone) => onChange({ timeZone })}
        options={zones}
      />
      <TextField
        label="Venue"
        hint="Optional, e.g. Hollywood Park"
        value={draft.venue}
        onChange={(e) => onChange({ venue: e.target.value })}
        error={errors.venue}
        autoComplete="off"
      />
      <TextField
        label="Location"
        hint="City or address, optional, e.g. Inglewood, CA"
        value={draft.location}
        onChange={(e) => onChange({ location: e.target.value })}
        error={errors.location}
        autoComplete="off"
      />
      <TextArea
        label="Description"
        value={draft.description}
        onChange={(e) => onChange({ description: e.target.value })}
        rows={3}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Ticket price"
          prefix="$"
          inputMode="decimal"
          placeholder="0.00"
          value={draft.price}
          onChange={(e) => onChange({ price: e.target.value })}
          error={errors.price}
        />
        <TextField
          label="Capacity"
          inputMode="numeric"
          placeholder="No limit"
          value={draft.capacity}
          onChange={(e) => onChange({ capacity: e.target.value })}
          error={errors.capacity}
        />
      </div>
      <TextField
        label="Tickets per member"
        inputMode="numeric"
        placeholder="No limit"
        hint="Optional; the most one member may buy across their orders."
        value={draft.perMember}
        onChange={(e) => onChange({ perMember: e.target.value })}
        error={errors.perMember}
      />
      <TextField
        label="Tickets on sale from"
        type="datetime-local"
        hint="Optional; empty means on sale now. Same time zone as the event."
        value={draft.onSale}
        onChange={(e) => onChange({ onSale: e.target.value })}
        error={errors.onSale}
      />
      <SwitchRow
        label="VIP only"
        description="Only VIP members can buy tickets."
        checked={draft.isVipOnly}
        onCheckedChange={(isVipOnly) => onChange({ isVipOnly })}
      />
    </>
  );
}
