import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/screen';
import { SelectField } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { readableError } from '../../../lib/payment/payment-feedback';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n-context';
import type { MessageKey } from '../../../lib/i18n/translator';
import { useFormat } from '../../../lib/i18n/use-format';
import {
  adminOffersQueryOptions,
  createOffer,
  invalidateOffers,
  setOfferDisabled,
} from '../api/offers-api';
import { offerDraftToBody, emptyOfferDraft } from '../offer-draft';
import { offerUsesText } from '../offer-uses';
import type { OfferDraft } from '../offer-draft';
import { Badge, listClass, QueryStates, rowClass } from './admin-ui';
import { RetentionCard } from './retention-card';

const KINDS: readonly { value: string; label: MessageKey }[] = [
  { value: 'merch', label: 'adminOffers.kindMerch' },
  { value: 'subscription', label: 'adminOffers.kindMembership' },
];
const TIERS: readonly { value: string; label: MessageKey }[] = [
  { value: 'any', label: 'adminOffers.tierAny' },
  { value: 'free', label: 'adminOffers.tierFree' },
  { value: 'fanplus', label: 'adminOffers.tierFanplus' },
  { value: 'vip', label: 'adminOffers.tierVip' },
];

function CreateOfferForm() {
  const t = useT();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<OfferDraft>(emptyOfferDraft);
  const mutation = useMutation({
    mutationFn: createOffer,
    onSuccess: (offer) => {
      toast.success(t('adminOffers.codeCreated', { code: offer.code }));
      setDraft(emptyOfferDraft());
      void invalidateOffers(queryClient);
    },
    onError: (error) =>
      toast.error(t('adminOffers.codeNotCreated'), { description: readableError(error, t) }),
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
        {t('adminOffers.newCode')}
      </h2>
      <TextField
        label={t('adminOffers.code')}
        autoComplete="off"
        autoCapitalize="characters"
        {...field('code')}
      />
      <SelectField
        label={t('adminOffers.for')}
        value={draft.kind}
        onValueChange={(v) => setDraft((d) => ({ ...d, kind: v as OfferDraft['kind'] }))}
        options={KINDS.map((k) => ({ value: k.value, label: t(k.label) }))}
      />
      <TextField
        label={t('adminOffers.percentOff')}
        inputMode="numeric"
        hint={t('adminOffers.orAmountBelow')}
        {...field('percentOff')}
      />
      <TextField label={t('adminOffers.amountOff')} inputMode="decimal" {...field('amountOff')} />
      {draft.kind === 'subscription' ? (
        <TextField label={t('adminOffers.months')} inputMode="numeric" {...field('months')} />
      ) : (
        <TextField
          label={t('adminOffers.minBasket')}
          inputMode="decimal"
          hint={t('adminOffers.emptyNone')}
          {...field('minBasket')}
        />
      )}
      <TextField
        label={t('adminOffers.expiresOn')}
        type="date"
        hint={t('adminOffers.emptyNever')}
        {...field('expiresOn')}
      />
      <TextField
        label={t('adminOffers.usesTotal')}
        inputMode="numeric"
        hint={t('adminOffers.emptyNoLimit')}
        {...field('maxUses')}
      />
      <TextField
        label={t('adminOffers.usesPerMember')}
        inputMode="numeric"
        hint={t('adminOffers.emptyNoLimit')}
        {...field('maxUsesPerMember')}
      />
      <SelectField
        label={t('adminOffers.limitedTo')}
        value={draft.tier}
        onValueChange={(v) => setDraft((d) => ({ ...d, tier: v as OfferDraft['tier'] }))}
        options={TIERS.map((k) => ({ value: k.value, label: t(k.label) }))}
      />
      {draft.kind === 'subscription' && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5"
            checked={draft.firstTimeOnly}
            onChange={(e) => setDraft((d) => ({ ...d, firstTimeOnly: e.target.checked }))}
          />
          {t('adminOffers.firstTimeOnly')}
        </label>
      )}
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('adminOffers.creating') : t('adminOffers.createCode')}
      </Button>
    </form>
  );
}

/** Offers (admin only): discount codes for merch and memberships, their uses, disabling one. */
export function OffersPanel() {
  const t = useT();
  const format = useFormat();
  const queryClient = useQueryClient();
  const query = useQuery(adminOffersQueryOptions());
  const toggle = useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      setOfferDisabled(id, disabled),
    onSuccess: () => void invalidateOffers(queryClient),
    onError: (error) =>
      toast.error(t('adminOffers.notChanged'), { description: readableError(error, t) }),
  });
  // shared/offers.ts offerLabel's words, in the page's language.
  const offerText = (o: {
    percentOff: number | null;
    amountOffCents: number | null;
    months?: number | null;
  }) => {
    const off =
      o.percentOff !== null
        ? t('adminOffers.percentOffShort', { percent: o.percentOff })
        : t('adminOffers.amountOffShort', { amount: format.price(o.amountOffCents ?? 0) });
    return o.months ? t('adminOffers.forMonths', { off, months: o.months }) : off;
  };
  return (
    <>
      <Card>
        <CreateOfferForm />
      </Card>
      <RetentionCard />
      <QueryStates
        query={query}
        loadingLabel={t('adminOffers.loadingCodes')}
        errorText={t('adminOffers.loadFailed')}
        emptyText={t('adminOffers.noCodes')}
      >
        {(offers) => (
          <ul className={listClass} aria-label={t('adminOffers.codes')}>
            {offers.map((o) => (
              <li key={o.id} className={rowClass}>
                <div className="flex items-start justify-between gap-3">
                  <p className="font-mono font-semibold">{o.code}</p>
                  <Badge tone={o.disabled ? 'red' : 'green'}>
                    {o.disabled ? t('adminOffers.disabled') : t('adminOffers.active')}
                  </Badge>
                </div>
                <p className="mt-1 text-sm text-stage-300">
                  {[
                    o.kind === 'merch'
                      ? t('adminOffers.kindMerch')
                      : t('adminOffers.kindMembership'),
                    offerText(o),
                    o.minBasketCents
                      ? t('adminOffers.minBasketShort', {
                          amount: format.price(o.minBasketCents),
                        })
                      : null,
                    offerUsesText(o, t),
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
                  {o.disabled ? t('adminOffers.enable') : t('adminOffers.disable')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </>
  );
}
