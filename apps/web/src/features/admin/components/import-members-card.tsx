import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Section } from '../../../components/ui/screen';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n-context';
import { adminKeys } from '../api/admin-api';
import { confirmImport, dryRunImport } from '../api/member-import-api';
import type { MemberImportResult } from '../api/member-import-api';

const ACTION = {
  create: 'admin.importCreate',
  update_comp: 'admin.importExtend',
  skip: 'admin.importSkip',
  invalid: 'admin.importInvalid',
} as const;
const MAX_BYTES = 1_000_000;

/** Import members from a CSV (ours or a Patreon export): dry run first, then confirm. */
export function ImportMembersCard() {
  const t = useT();
  const client = useQueryClient();
  const [csv, setCsv] = useState('');
  const [months, setMonths] = useState(3);
  const [result, setResult] = useState<MemberImportResult | null>(null);
  const fail = (e: unknown) =>
    toast.error(e instanceof ApiError ? e.message : t('admin.importFailed'));
  const dryRun = useMutation({
    mutationFn: () => dryRunImport(csv, months),
    onSuccess: setResult,
    onError: fail,
  });
  const confirm = useMutation({
    mutationFn: () => confirmImport(csv, months),
    onSuccess: (r) => {
      setResult(r);
      toast.success(t('admin.importDone', { count: r.counts.create }));
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: fail,
  });
  async function pick(file: File | undefined) {
    setResult(null);
    if (!file) return setCsv('');
    if (file.size > MAX_BYTES) {
      toast.error(t('admin.importTooLarge'));
      return setCsv('');
    }
    setCsv(await file.text());
  }
  return (
    <Section title={t('admin.importMembers')}>
      <p className="mb-3 text-xs text-stage-300">{t('admin.importHint')}</p>
      <label className="mb-3 block text-sm">
        <span className="mb-1.5 block font-medium text-stage-300">{t('admin.csvFile')}</span>
        <input
          className="max-w-full"
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => void pick(e.target.files?.[0])}
        />
      </label>
      <TextField
        label={t('admin.compMonths')}
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
          {t('admin.dryRun')}
        </Button>
        <Button
          disabled={
            !result?.dryRun ||
            result.counts.create + result.counts.update_comp === 0 ||
            confirm.isPending
          }
          onClick={() => confirm.mutate()}
        >
          {t('admin.confirmImport')}
        </Button>
      </div>
      {result && (
        <div className="mt-4 text-sm" aria-live="polite">
          <p className="font-semibold" data-testid="import-summary">
            {t('admin.importSummary', {
              dryRun: result.dryRun ? 'yes' : 'no',
              create: result.counts.create,
              extend: result.counts.update_comp,
              skip: result.counts.skip,
              invalid: result.counts.invalid,
            })}
            {result.format === 'patreon' ? t('admin.patreonExport') : ''}
          </p>
          <ul className="mt-2 max-h-72 divide-y divide-white/5 overflow-y-auto">
            {result.rows.map((r) => (
              <li key={r.line} className="py-1.5">
                <span className="font-medium">{t(ACTION[r.action])}</span> ·{' '}
                {t('admin.importLine', { line: r.line })} ·{' '}
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
