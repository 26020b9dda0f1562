import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { Languages } from 'lucide-react';
import type { AdminDrop } from '@fanclub/shared/schemas/drops';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Card } from '../../../components/ui/screen';
import { SelectField } from '../../../components/ui/select';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { readableError } from '../../../lib/payment/payment-feedback';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';
import { dropBadgeText } from '../../../lib/i18n/member-labels';
import type { Translator } from '../../../lib/i18n/translator';
import { adminDropsQueryOptions, createDrop, invalidateDrops } from '../api/drops-api';
import { dropDraftToBody, emptyDropDraft } from '../drop-draft';
import type { DropDraft, DropErrors } from '../drop-draft';
import { browserTimeZone } from '../zoned-time';
import { Badge, listClass, QueryStates, rowClass } from './admin-ui';
import { TranslationsEditor } from './translations-editor';

const audiences = (t: Translator['t']) => [
  { value: 'vip', label: t('admin.audienceVip') },
  { value: 'fanplus', label: t('admin.audienceFanplus') },
  { value: 'everyone', label: t('admin.audienceEveryone') },
];
const colours = (t: Translator['t']) => [
  { value: 'Black', label: t('admin.colourBlack') },
  { value: 'White', label: t('admin.colourWhite') },
];

function CreateDropForm() {
  const t = useT();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<DropDraft>(emptyDropDraft);
  const [errors, setErrors] = useState<DropErrors>({});
  const mutation = useMutation({
    mutationFn: createDrop,
    onSuccess: () => {
      toast.success(t('admin.dropScheduled'));
      setDraft(emptyDropDraft());
      void invalidateDrops(queryClient);
    },
    onError: (error) =>
      toast.error(t('admin.dropNotScheduled'), { description: readableError(error, t) }),
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
        {t('admin.scheduleADrop')}
      </h2>
      <TextField label={t('admin.dropName')} autoComplete="off" aria-required {...field('name')} />
      <TextArea
        label={t('admin.description')}
        value={draft.description}
        onChange={(e) => change({ description: e.target.value })}
      />
      <TextField
        label={t('admin.dropPrice')}
        inputMode="decimal"
        hint={t('admin.dropPriceHint')}
        {...field('price')}
      />
      <SelectField
        label={t('admin.dropColour')}
        value={draft.colour}
        onValueChange={(v) => change({ colour: v as DropDraft['colour'] })}
        options={colours(t)}
      />
      <SelectField
        label={t('admin.dropWho')}
        value={draft.audience}
        onValueChange={(v) => change({ audience: v as DropDraft['audience'] })}
        options={audiences(t)}
      />
      <TextField
        label={t('admin.dropDate')}
        type="datetime-local"
        hint={t('admin.yourTime', { zone: browserTimeZone() })}
        aria-required
        {...field('dropsAt')}
      />
      <TextField
        label={t('admin.dropPerMember')}
        inputMode="numeric"
        hint={t('admin.dropPerMemberHint')}
        {...field('perMember')}
      />
      <TextField
        label={t('admin.dropStock')}
        inputMode="numeric"
        aria-required
        {...field('stock')}
      />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('admin.scheduling') : t('admin.scheduleDrop')}
      </Button>
    </form>
  );
}

/** Drops (admin only, the shop's back office): schedule one, see each one's stock and interest. */
export function DropsPanel() {
  const t = useT();
  const format = useFormat();
  const query = useQuery(adminDropsQueryOptions());
  const zone = browserTimeZone();
  const [translating, setTranslating] = useState<AdminDrop | null>(null);
  return (
    <>
      <Modal
        open={translating !== null}
        onOpenChange={(open) => !open && setTranslating(null)}
        title={translating ? t('admin.translateItem', { name: translating.name }) : ''}
      >
        {translating && (
          <TranslationsEditor
            key={translating.id}
            kind="product"
            id={String(translating.id)}
            startOpen
            fields={[
              { name: 'name', label: t('admin.dropName') },
              { name: 'description', label: t('admin.description'), multiline: true },
            ]}
          />
        )}
      </Modal>
      <Card>
        <CreateDropForm />
      </Card>
      <QueryStates
        query={query}
        loadingLabel={t('admin.loadingDrops')}
        errorText={t('admin.dropsLoadFailed')}
        emptyText={t('admin.noDrops')}
      >
        {(drops) => (
          <ul className={listClass} aria-label={t('admin.drops')}>
            {drops.map((d) => (
              <li key={d.id} className={rowClass}>
                <div className="flex items-start justify-between gap-3">
                  <p className="font-semibold">{d.name}</p>
                  <Badge tone={d.stock > 0 ? 'green' : 'red'}>
                    {d.stock > 0 ? t('admin.stockLeft', { count: d.stock }) : t('admin.soldOut')}
                  </Badge>
                </div>
                <p className="mt-1 text-sm text-stage-300">
                  {dropBadgeText(
                    t,
                    format.locale,
                    {
                      requiredTier: d.requiredTier,
                      dropsAt: d.dropsAt ? new Date(d.dropsAt) : null,
                      perMemberLimit: d.perMemberLimit,
                    },
                    zone,
                  )}
                </p>
                <p className="mt-1 text-xs text-stage-400">
                  {format.price(d.priceCents)} ·{' '}
                  {d.perMemberLimit === null
                    ? t('admin.noLimitPerMember')
                    : t('admin.upToPerMember', { limit: d.perMemberLimit })}{' '}
                  · {t('admin.askedToBeNotified', { count: d.watchers })}
                </p>
                <Button
                  variant="secondary"
                  className="mt-3 w-full"
                  onClick={() => setTranslating(d)}
                >
                  <Languages aria-hidden className="size-4" />
                  {t('admin.translations')}
                  <span className="sr-only"> {d.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </>
  );
}
