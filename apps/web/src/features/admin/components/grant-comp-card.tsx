import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tierLabel } from '@fanclub/shared/labels';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { Section } from '../../../components/ui/screen';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n-context';
import { tierName } from '../../../lib/i18n/member-labels';
import { adminKeys, serverMessage } from '../api/admin-api';
import { updateMember } from '../api/members-api';

const PAID_TIERS = [
  { value: 'fanplus', label: tierLabel('fanplus') },
  { value: 'vip', label: tierLabel('vip') },
] as const;
const MONTHS_MAX = 36;

/**
 * A complimentary tier that ends by itself (ADR 036: the server takes `months` with a comp and
 * ends it then). The Members list's tier select grants one with no end; this is the timed one.
 */
export function GrantCompCard({ userId, email }: { userId: string; email: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [tier, setTier] = useState<'fanplus' | 'vip'>('fanplus');
  const [months, setMonths] = useState('3');
  const n = Number(months);
  const valid = Number.isInteger(n) && n >= 1 && n <= MONTHS_MAX;
  const grant = useMutation({
    mutationFn: () => updateMember(userId, { tier, months: n }),
    onSuccess: () => {
      toast.success(t('admin.compGranted'), {
        description: t('admin.compGrantedText', { email, tier: tierName(t, tier), months: n }),
      });
      void queryClient.invalidateQueries({ queryKey: adminKeys.membersAll() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditAll() });
    },
    onError: (error) =>
      toast.error(t('admin.memberUpdateFailed'), {
        description: serverMessage(error, t('admin.tryAgain')),
      }),
  });
  return (
    <Section title={t('admin.compTier')}>
      <form
        className="grid grid-cols-2 gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) grant.mutate();
        }}
      >
        <SelectField
          label={t('admin.tier')}
          value={tier}
          options={PAID_TIERS}
          onValueChange={(v) => setTier(v === 'vip' ? 'vip' : 'fanplus')}
        />
        <TextField
          label={t('admin.months')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MONTHS_MAX}
          value={months}
          onChange={(e) => setMonths(e.target.value)}
          error={valid ? undefined : t('admin.monthsRange', { max: MONTHS_MAX })}
        />
        <Button type="submit" className="col-span-2" disabled={!valid || grant.isPending}>
          {grant.isPending
            ? t('admin.granting')
            : t('admin.grantForMonths', { months: valid ? n : 'N' })}
        </Button>
      </form>
    </Section>
  );
}
