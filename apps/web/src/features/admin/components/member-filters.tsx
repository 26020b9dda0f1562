import { Download } from 'lucide-react';
import { MEMBER_STATUSES } from '@fanclub/shared/schemas/members';
import { tierLabel } from '@fanclub/shared/labels';
import { TIERS } from '@fanclub/shared/roles';
import { SelectField } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import type { MemberFilterValues } from '../api/members-api';
import { membersExportUrl } from '../api/members-api';

const ANY = 'any';
const STATUS_LABELS: Record<(typeof MEMBER_STATUSES)[number], string> = {
  paying: 'Paying',
  complimentary: 'Complimentary',
  free: 'Free',
  past_due: 'Past due',
  cancelled: 'Cancelled',
};

interface Props {
  q: string;
  value: MemberFilterValues;
  onChange: (next: MemberFilterValues) => void;
}

/** Tier, status, member since and country for the member list, and the CSV of what they select. */
export function MemberFilters({ q, value, onChange }: Props) {
  const set = (key: keyof MemberFilterValues, next: string) =>
    onChange({ ...value, [key]: next === ANY ? '' : next });
  return (
    <div className="mb-3">
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label="Filter by tier"
          value={value.tier || ANY}
          onValueChange={(v) => set('tier', v)}
          options={[
            { value: ANY, label: 'Any tier' },
            ...TIERS.map((t) => ({ value: t, label: tierLabel(t) })),
          ]}
        />
        <SelectField
          label="Filter by status"
          value={value.status || ANY}
          onValueChange={(v) => set('status', v)}
          options={[
            { value: ANY, label: 'Any status' },
            ...MEMBER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
          ]}
        />
        <TextField
          label="Member since"
          type="date"
          value={value.since}
          onChange={(e) => set('since', e.target.value)}
        />
        <TextField
          label="Joined until"
          type="date"
          value={value.until}
          onChange={(e) => set('until', e.target.value)}
        />
        <TextField
          label="Country"
          placeholder="e.g. US"
          maxLength={2}
          value={value.country}
          onChange={(e) => set('country', e.target.value.trim())}
          hint="Where their latest order shipped"
        />
      </div>
      <a
        href={membersExportUrl(q, {
          ...value,
          country: value.country.length === 2 ? value.country : '',
        })}
        download
        className="mt-3 inline-flex min-h-12 items-center gap-2 rounded-xl border border-white/10 bg-stage-800 px-4 text-sm font-semibold text-stage-100 hover:border-accent"
      >
        <Download aria-hidden className="size-4" />
        Export CSV
      </a>
    </div>
  );
}
