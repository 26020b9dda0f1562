import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';

import type { AdminPresale } from '@fanclub/shared/schemas/presale';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';
import type { AdminEvent } from '../api/admin-api';
import { invalidateEvents, serverMessage } from '../api/admin-api';
import {
  createSharedCode,
  deleteSharedCode,
  issueMemberCodes,
  presaleKey,
  presaleQueryOptions,
} from '../api/presale-api';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Spinner } from '../../../components/ui/spinner';

/** The event's VIP presale codes: one per VIP member, and shared codes with a cap. */
export function PresaleDialog({
  event,
  onClose,
}: {
  event: AdminEvent | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      open={event !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.presaleCodes')}
      description={event?.title}
    >
      {event && <PresaleCodes key={event.id} event={event} />}
    </Modal>
  );
}

function PresaleCodes({ event }: { event: AdminEvent }) {
  const t = useT();
  const query = useQuery(presaleQueryOptions(event.id));
  if (!event.onSaleAt)
    return <p className="text-sm text-stage-300">{t('admin.presaleNeedsOnSaleTime')}</p>;
  if (query.isPending) return <Spinner label={t('admin.loadingPresale')} />;
  if (query.isError)
    return (
      <ErrorNotice message={t('admin.presaleLoadFailed')} onRetry={() => void query.refetch()} />
    );
  return <PresaleBody event={event} presale={query.data} />;
}

function PresaleBody({ event, presale }: { event: AdminEvent; presale: AdminPresale }) {
  const t = useT();
  const queryClient = useQueryClient();
  const changed = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: presaleKey(event.id) }),
      invalidateEvents(queryClient),
    ]);
  const failed = (title: string) => (error: Error) =>
    toast.error(title, { description: serverMessage(error, t('admin.tryAgain')) });
  const issue = useMutation({
    mutationFn: () => issueMemberCodes(event.id),
    onSuccess: (r) => {
      toast.success(t('admin.codesIssued', { count: r.issued }));
      void changed();
    },
    onError: failed(t('admin.codesNotIssued')),
  });
  const remove = useMutation({
    mutationFn: (codeId: string) => deleteSharedCode(event.id, codeId),
    onSuccess: () => void changed(),
    onError: failed(t('admin.codeNotDeleted')),
  });
  return (
    <div className="flex flex-col gap-5">
      <PresaleWindow presale={presale} timeZone={event.timeZone} />
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('admin.codePerVip')}</h3>
        <p className="text-sm text-stage-300">
          {t('admin.memberCodesCount', {
            codes: presale.memberCodes,
            vips: presale.vipMembers,
            used: presale.memberCodesUsed,
          })}
        </p>
        <p className="text-sm text-stage-300">{t('admin.memberCodesHint')}</p>
        <Button variant="secondary" disabled={issue.isPending} onClick={() => issue.mutate()}>
          {issue.isPending ? t('admin.issuing') : t('admin.issueCodes')}
        </Button>
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('admin.sharedCodes')}</h3>
        {presale.shared.length === 0 ? (
          <p className="text-sm text-stage-300">{t('admin.noSharedCodes')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {presale.shared.map((c) => (
              <li
                key={c.id}
                className="flex items-center justify-between gap-3 rounded-xl bg-white/5 px-3 py-2"
              >
                <div>
                  <p className="font-display tracking-wider select-all">{c.code}</p>
                  <p className="text-xs text-stage-300">
                    {t('admin.codeUsed', { used: c.used, max: c.maxUses })}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  aria-label={t('admin.deleteCode', { code: c.code })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(c.id)}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <SharedCodeForm eventId={event.id} onCreated={() => void changed()} />
      </section>
    </div>
  );
}

function PresaleWindow({ presale, timeZone }: { presale: AdminPresale; timeZone: string }) {
  const t = useT();
  const format = useFormat();
  if (!presale.opensAt || !presale.closesAt) return null;
  return (
    <p className="text-sm">
      {t('admin.presaleWindow', {
        opens: format.saleTime(presale.opensAt, timeZone),
        closes: format.saleTime(presale.closesAt, timeZone),
      })}
      <span className="text-stage-300">{t('admin.presaleWindowHint')}</span>
    </p>
  );
}

function SharedCodeForm({ eventId, onCreated }: { eventId: string; onCreated: () => void }) {
  const t = useT();
  const [code, setCode] = useState('');
  const [maxUses, setMaxUses] = useState('100');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => createSharedCode(eventId, { code: code.trim() || undefined, maxUses }),
    onSuccess: (created) => {
      toast.success(t('admin.codeAdded', { code: created.code }));
      setCode('');
      setError(null);
      onCreated();
    },
    onError: (e) => setError(serverMessage(e, t('admin.tryAgain'))),
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!create.isPending) create.mutate();
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextField
        label={t('admin.code')}
        hint={t('admin.codeHint')}
        value={code}
        autoCapitalize="characters"
        onChange={(e) => setCode(e.target.value)}
      />
      <TextField
        label={t('admin.codeMaxUses')}
        inputMode="numeric"
        value={maxUses}
        error={error ?? undefined}
        onChange={(e) => setMaxUses(e.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={create.isPending}>
        {create.isPending ? t('admin.adding') : t('admin.addSharedCode')}
      </Button>
    </form>
  );
}
