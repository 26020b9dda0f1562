import { Download } from 'lucide-react';
import { MEMBER_STATUSES } from '@fanclub/shared/schemas/members';
import { TIERS } from '@fanclub/shared/roles';
import { SelectField } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../lib/i18n/i18n-context';
import type { MemberFilterValues } from '../api/members-api';
import { membersExportUrl } from '../api/members-api';
import { tierName } from '../../../lib/i18n/member-labels';

const ANY = 'any';
const STATUS_LABELS = {
  paying: 'admin.statusPaying',
  complimentary: 'admin.statusComplimentary',
  free: 'admin.statusFree',
  past_due: 'admin.statusPastDue',
  cancelled: 'admin.statusCancelled',
} as const satisfies Record<(typeof MEMBER_STATUSES)[number], string>;

interface Props {
  q: string;
  value: MemberFilterValues;
  onChange: (next: MemberFilterValues) => void;
}

/** Tier, status, member since and country for the member list, and the CSV of what they select. */
export function MemberFilters({ q, value, onChange }: Props) {
  const t = useT();
  const set = (key: keyof MemberFilterValues, next: string) =>
    onChange({ ...value, [key]: next === ANY ? '' : next });
  return (
    <div className="mb-3">
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label={t('admin.filterTier')}
          value={value.tier || ANY}
          onValueChange={(v) => set('tier', v)}
          options={[
            { value: ANY, label: t('admin.anyTier') },
            ...TIERS.map((tier) => ({ value: tier, label: tierName(t, tier) })),
          ]}
        />
        <SelectField
          label={t('admin.filterStatus')}
          value={value.status || ANY}
          onValueChange={(v) => set('status', v)}
          options={[
            { value: ANY, label: t('admin.anyStatus') },
            ...MEMBER_STATUSES.map((s) => ({ value: s, label: t(STATUS_LABELS[s]) })),
          ]}
        />
        <TextField
          label={t('admin.memberSince')}
          type="date"
          value={value.since}
          onChange={(e) => set('since', e.target.value)}
        />
        <TextField
          label={t('admin.joinedUntil')}
          type="date"
          value={value.until}
          onChange={(e) => set('until', e.target.value)}
        />
        <TextField
          label={t('admin.country')}
          placeholder={t('admin.countryPlaceholder')}
          maxLength={2}
          value={value.country}
          onChange={(e) => set('country', e.target.value.trim())}
          hint={t('admin.countryHint')}
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
        {t('admin.exportCsv')}
      </a>
    </div>
  );
}
