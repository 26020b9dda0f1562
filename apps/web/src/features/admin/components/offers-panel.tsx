import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatPrice } from '@fanclub/shared/format';
import { offerLabel } from '@fanclub/shared/offers';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/screen';
import { SelectField } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { readableError } from '../../../lib/payment/payment-feedback';
import { toast } from '../../../lib/toast';
import {
  adminOffersQueryOptions,
  createOffer,
  invalidateOffers,
  setOfferDisabled,
} from '../api/offers-api';
import { offerDraftToBody, emptyOfferDraft } from '../offer-draft';
import type { OfferDraft } from '../offer-draft';
import { Badge, listClass, QueryStates, rowClass } from './admin-ui';
import { RetentionCard } from './retention-card';

const KINDS = [
  { value: 'merch', label: 'Merch' },
  { value: 'subscription', label: 'Membership' },
];
const TIERS = [
  { value: 'any', label: 'Any member' },
  { value: 'free', label: 'Free members' },
  { value: 'fanplus', label: 'Fan+ members' },
  { value: 'vip', label: 'VIP members' },
];

function CreateOfferForm() {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<OfferDraft>(emptyOfferDraft);
  const mutation = useMutation({
    mutationFn: createOffer,
    onSuccess: (offer) => {
      toast.success(`Code ${offer.code} created`);
      setDraft(emptyOfferDraft());
      void invalidateOffers(queryClient);
    },
    onError: (error) => toast.error('Code not created', { description: readableError(error) }),
  });
  const field = (key: Exclude<keyof OfferDraft, 'kind' | 'tier' | 'firstTimeOnly'>) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [key]: e.target.value })),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!mutation.isPending) mutation.mutate(offerDraftToBody(draft));
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="offer-heading"
    >
      <h2 id="offer-heading" className="text-lg font-semibold">
        New discount code
      </h2>
      <TextField label="Code" autoComplete="off" autoCapitalize="characters" {...field('code')} />
      <SelectField
        label="For"
        value={draft.kind}
        onValueChange={(v) => setDraft((d) => ({ ...d, kind: v as OfferDraft['kind'] }))}
        options={KINDS}
      />
      <TextField
        label="Percent off"
        inputMode="numeric"
        hint="Or an amount below"
        {...field('percentOff')}
      />
      <TextField label="Amount off (USD)" inputMode="decimal" {...field('amountOff')} />
      {draft.kind === 'subscription' ? (
        <TextField label="For how many months" inputMode="numeric" {...field('months')} />
      ) : (
        <TextField
          label="Minimum basket (USD)"
          inputMode="decimal"
          hint="Empty: none"
          {...field('minBasket')}
        />
      )}
      <TextField label="Expires on" type="date" hint="Empty: never" {...field('expiresOn')} />
      <TextField
        label="Uses in total"
        inputMode="numeric"
        hint="Empty: no limit"
        {...field('maxUses')}
      />
      <TextField
        label="Uses per member"
        inputMode="numeric"
        hint="Empty: no limit"
        {...field('maxUsesPerMember')}
      />
      <SelectField
        label="Limited to"
        value={draft.tier}
        onValueChange={(v) => setDraft((d) => ({ ...d, tier: v as OfferDraft['tier'] }))}
        options={TIERS}
      />
      {draft.kind === 'subscription' && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5"
            checked={draft.firstTimeOnly}
            onChange={(e) => setDraft((d) => ({ ...d, firstTimeOnly: e.target.checked }))}
          />
          First-time members only
        </label>
      )}
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Creating...' : 'Create code'}
      </Button>
    </form>
  );
}

/** Offers (admin only): discount codes for merch and memberships, their uses, disabling one. */
export function OffersPanel() {
  const queryClient = useQueryClient();
  const query = useQuery(adminOffersQueryOptions());
  const toggle = useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      setOfferDisabled(id, disabled),
    onSuccess: () => void invalidateOffers(queryClient),
    onError: (error) => toast.error('Not changed', { description: readableError(error) }),
  });
  return (
    <>
      <Card>
        <CreateOfferForm />
      </Card>
      <RetentionCard />
      <QueryStates
        query={query}
        loadingLabel="Loading codes"
        errorText="Could not load codes."
        emptyText="No discount codes yet."
      >
        {(offers) => (
          <ul className={listClass} aria-label="Discount codes">
            {offers.map((o) => (
              <li key={o.id} className={rowClass}>
                <div className="flex items-start justify-between gap-3">
                  <p className="font-mono font-semibold">{o.code}</p>
                  <Badge tone={o.disabled ? 'red' : 'green'}>
                    {o.disabled ? 'Disabled' : 'Active'}
                  </Badge>
                </div>
                <p className="mt-1 text-sm text-stage-300">
                  {[
                    o.kind === 'merch' ? 'Merch' : 'Membership',
                    offerLabel(o),
                    o.minBasketCents ? `min ${formatPrice(o.minBasketCents)}` : null,
                    `${o.uses}${o.maxUses ? ` of ${o.maxUses}` : ''} used`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <Button
                  variant="ghost"
                  className="mt-2"
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate({ id: o.id, disabled: !o.disabled })}
                >
                  {o.disabled ? 'Enable' : 'Disable'}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </>
  );
}
