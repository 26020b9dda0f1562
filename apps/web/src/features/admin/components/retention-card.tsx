import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/screen';
import { TextField } from '../../../components/ui/text-field';
import { readableError } from '../../../lib/payment/payment-feedback';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n-context';
import { retentionSettingQueryOptions, saveRetentionSetting } from '../api/offers-api';

/** The retention offer: percent off for some months, offered once to a member who cancels. */
export function RetentionCard() {
  const t = useT();
  const queryClient = useQueryClient();
  const query = useQuery(retentionSettingQueryOptions());
  const [draft, setDraft] = useState<{ percentOff: string; months: string } | null>(null);
  const shown = draft ?? {
    percentOff: query.data?.percentOff?.toString() ?? '',
    months: query.data?.months?.toString() ?? '',
  };
  const save = useMutation({
    mutationFn: saveRetentionSetting,
    onSuccess: (saved) => {
      queryClient.setQueryData(retentionSettingQueryOptions().queryKey, saved);
      setDraft(null);
      toast.success(
        saved.percentOff ? t('adminOffers.retentionOn') : t('adminOffers.retentionOff'),
      );
    },
    onError: (error) =>
      toast.error(t('adminOffers.notSaved'), { description: readableError(error, t) }),
  });
  const num = (text: string) => (text.trim() ? Number(text) : null);
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ percentOff: num(shown.percentOff), months: num(shown.months) });
  }
  return (
    <Card>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4"
        aria-labelledby="retention-heading"
      >
        <h2 id="retention-heading" className="text-lg font-semibold">
          {t('adminOffers.retention')}
        </h2>
        <p className="text-sm text-stage-300">{t('adminOffers.retentionHint')}</p>
        <TextField
          label={t('adminOffers.percentOff')}
          inputMode="numeric"
          value={shown.percentOff}
          onChange={(e) => setDraft({ ...shown, percentOff: e.target.value })}
        />
        <TextField
          label={t('adminOffers.months')}
          inputMode="numeric"
          value={shown.months}
          onChange={(e) => setDraft({ ...shown, months: e.target.value })}
        />
        <Button type="submit" variant="secondary" disabled={save.isPending || query.isPending}>
          {t('adminOffers.saveRetention')}
        </Button>
      </form>
    </Card>
  );
}
