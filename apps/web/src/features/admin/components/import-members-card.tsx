import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Section } from '../../../components/ui/screen';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { adminKeys } from '../api/admin-api';
import { confirmImport, dryRunImport } from '../api/member-import-api';
import type { MemberImportResult } from '../api/member-import-api';

const ACTION = {
  create: 'Create',
  update_comp: 'Extend comp',
  skip: 'Skip',
  invalid: 'Invalid',
} as const;
const MAX_BYTES = 1_000_000;

/** Import members from a CSV (ours or a Patreon export): dry run first, then confirm. */
export function ImportMembersCard() {
  const client = useQueryClient();
  const [csv, setCsv] = useState('');
  const [months, setMonths] = useState(3);
  const [result, setResult] = useState<MemberImportResult | null>(null);
  const fail = (e: unknown) =>
    toast.error(e instanceof ApiError ? e.message : 'The import failed.');
  const dryRun = useMutation({
    mutationFn: () => dryRunImport(csv, months),
    onSuccess: setResult,
    onError: fail,
  });
  const confirm = useMutation({
    mutationFn: () => confirmImport(csv, months),
    onSuccess: (r) => {
      setResult(r);
      toast.success(`${r.counts.create} members imported; their invitations are on the way.`);
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: fail,
  });
  async function pick(file: File | undefined) {
    setResult(null);
    if (!file) return setCsv('');
    if (file.size > MAX_BYTES) {
      toast.error('The CSV file is too large (at most 1 MB).');
      return setCsv('');
    }
    setCsv(await file.text());
  }
  return (
    <Section title="Import members">
      <p className="mb-3 text-xs text-stage-300">
        A CSV with email, name, tier and member since (a Patreon members export works too). Each new
        member gets a complimentary tier and an invitation mail; no payment is taken.
      </p>
      <label className="mb-3 block text-sm">
        <span className="mb-1.5 block font-medium text-stage-300">CSV file</span>
        <input
          className="max-w-full"
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => void pick(e.target.files?.[0])}
        />
      </label>
      <TextField
        label="Complimentary months"
        type="number"
        min={1}
        max={36}
        value={months}
        onChange={(e) => {
          setMonths(Number(e.target.value));
          setResult(null);
        }}
        className="mb-3 w-40"
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={!csv || dryRun.isPending}
          onClick={() => dryRun.mutate()}
        >
          Dry run
        </Button>
        <Button
          disabled={
            !result?.dryRun ||
            result.counts.create + result.counts.update_comp === 0 ||
            confirm.isPending
          }
          onClick={() => confirm.mutate()}
        >
          Confirm import
        </Button>
      </div>
      {result && (
        <div className="mt-4 text-sm" aria-live="polite">
          <p className="font-semibold" data-testid="import-summary">
            {result.dryRun ? 'Dry run: ' : 'Imported: '}
            {result.counts.create} to create, {result.counts.update_comp} to extend,{' '}
            {result.counts.skip} skipped, {result.counts.invalid} invalid
            {result.format === 'patreon' ? ' (Patreon export)' : ''}
          </p>
          <ul className="mt-2 max-h-72 divide-y divide-white/5 overflow-y-auto">
            {result.rows.map((r) => (
              <li key={r.line} className="py-1.5">
                <span className="font-medium">{ACTION[r.action]}</span> · line {r.line} ·{' '}
                <span className="break-all">{r.email}</span>
                {r.reason && <span className="block text-xs text-stage-400">{r.reason}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}
