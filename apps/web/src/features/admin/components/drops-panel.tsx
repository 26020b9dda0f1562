import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dropBadge } from '@fanclub/shared/drops';
import { formatPrice } from '@fanclub/shared/format';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/screen';
import { SelectField } from '../../../components/ui/select';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { readableError } from '../../../lib/payment/payment-feedback';
import { toast } from '../../../lib/toast';
import { adminDropsQueryOptions, createDrop, invalidateDrops } from '../api/drops-api';
import { dropDraftToBody, emptyDropDraft } from '../drop-draft';
import type { DropDraft, DropErrors } from '../drop-draft';
import { browserTimeZone } from '../zoned-time';
import { Badge, listClass, QueryStates, rowClass } from './admin-ui';

const AUDIENCES = [
  { value: 'vip', label: 'VIP members' },
  { value: 'fanplus', label: 'Fan+ and VIP members' },
  { value: 'everyone', label: 'Everyone' },
];
const COLOURS = [
  { value: 'Black', label: 'Black' },
  { value: 'White', label: 'White' },
];

function CreateDropForm() {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<DropDraft>(emptyDropDraft);
  const [errors, setErrors] = useState<DropErrors>({});
  const mutation = useMutation({
    mutationFn: createDrop,
    onSuccess: () => {
      toast.success('Drop scheduled');
      setDraft(emptyDropDraft());
      void invalidateDrops(queryClient);
    },
    onError: (error) => toast.error('Drop not scheduled', { description: readableError(error) }),
  });
  const change = (patch: Partial<DropDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof DropDraft];
      return next;
    });
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    if (mutation.isPending) return;
    const result = dropDraftToBody(draft);
    if (!result.ok) return setErrors(result.errors);
    mutation.mutate(result.body);
  }
  const field = (key: 'name' | 'price' | 'dropsAt' | 'perMember' | 'stock') => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => change({ [key]: e.target.value }),
    error: errors[key],
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="drop-heading"
    >
      <h2 id="drop-heading" className="text-lg font-semibold">
        Schedule a Drop
      </h2>
      <TextField label="Name" autoComplete="off" aria-required {...field('name')} />
      <TextArea
        label="Description"
        value={draft.description}
        onChange={(e) => change({ description: e.target.value })}
      />
      <TextField
        label="Price (USD)"
        inputMode="decimal"
        hint="e.g. 30 or 29.99"
        {...field('price')}
      />
      <SelectField
        label="Colour"
        value={draft.colour}
        onValueChange={(v) => change({ colour: v as DropDraft['colour'] })}
        options={COLOURS}
      />
      <SelectField
        label="Who can buy it"
        value={draft.audience}
        onValueChange={(v) => change({ audience: v as DropDraft['audience'] })}
        options={AUDIENCES}
      />
      <TextField
        label="Drop date and time"
        type="datetime-local"
        hint={`Your time (${browserTimeZone()})`}
        aria-required
        {...field('dropsAt')}
      />
      <TextField
        label="Per member"
        inputMode="numeric"
        hint="Empty: no limit"
        {...field('perMember')}
      />
      <TextField label="Stock" inputMode="numeric" aria-required {...field('stock')} />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Scheduling...' : 'Schedule Drop'}
      </Button>
    </form>
  );
}

/** Drops (admin only, the shop's back office): schedule one, see each one's stock and interest. */
export function DropsPanel() {
  const query = useQuery(adminDropsQueryOptions());
  const zone = browserTimeZone();
  return (
    <>
      <Card>
        <CreateDropForm />
      </Card>
      <QueryStates
        query={query}
        loadingLabel="Loading drops"
        errorText="Could not load drops."
        emptyText="No drops yet."
      >
        {(drops) => (
          <ul className={listClass} aria-label="Drops">
            {drops.map((d) => (
              <li key={d.id} className={rowClass}>
                <div className="flex items-start justify-between gap-3">
                  <p className="font-semibold">{d.name}</p>
                  <Badge tone={d.stock > 0 ? 'green' : 'red'}>
                    {d.stock > 0 ? `${d.stock} left` : 'Sold out'}
                  </Badge>
                </div>
                <p className="mt-1 text-sm text-stage-300">
                  {dropBadge(
                    {
                      requiredTier: d.requiredTier,
                      dropsAt: d.dropsAt ? new Date(d.dropsAt) : null,
                      perMemberLimit: d.perMemberLimit,
                    },
                    zone,
                  )}
                </p>
                <p className="mt-1 text-xs text-stage-400">
                  {formatPrice(d.priceCents)} ·{' '}
                  {d.perMemberLimit === null
                    ? 'No limit per member'
                    : `Up to ${d.perMemberLimit} per member`}{' '}
                  · {d.watchers} asked to be notified
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </>
  );
}
