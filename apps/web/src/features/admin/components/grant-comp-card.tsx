import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tierLabel } from '@fanclub/shared/labels';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { Section } from '../../../components/ui/screen';
import { toast } from '../../../lib/toast';
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
  const queryClient = useQueryClient();
  const [tier, setTier] = useState<'fanplus' | 'vip'>('fanplus');
  const [months, setMonths] = useState('3');
  const n = Number(months);
  const valid = Number.isInteger(n) && n >= 1 && n <= MONTHS_MAX;
  const grant = useMutation({
    mutationFn: () => updateMember(userId, { tier, months: n }),
    onSuccess: () => {
      toast.success('Complimentary tier granted', {
        description: `${email} has ${tierLabel(tier)} for ${n} month${n === 1 ? '' : 's'}.`,
      });
      void queryClient.invalidateQueries({ queryKey: adminKeys.membersAll() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditAll() });
    },
    onError: (error) =>
      toast.error('Failed to update member', {
        description: serverMessage(error, 'Please try again.'),
      }),
  });
  return (
    <Section title="Complimentary tier">
      <form
        className="grid grid-cols-2 gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) grant.mutate();
        }}
      >
        <SelectField
          label="Tier"
          value={tier}
          options={PAID_TIERS}
          onValueChange={(v) => setTier(v === 'vip' ? 'vip' : 'fanplus')}
        />
        <TextField
          label="Months"
          type="number"
          inputMode="numeric"
          min={1}
          max={MONTHS_MAX}
          value={months}
          onChange={(e) => setMonths(e.target.value)}
          error={valid ? undefined : `Choose from 1 to ${MONTHS_MAX} months.`}
        />
        <Button type="submit" className="col-span-2" disabled={!valid || grant.isPending}>
          {grant.isPending ? 'Granting...' : `Grant for ${valid ? n : 'N'} months`}
        </Button>
      </form>
    </Section>
  );
}
