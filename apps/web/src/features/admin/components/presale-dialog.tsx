import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { formatSaleTime } from '@fanclub/shared/format';
import type { AdminPresale } from '@fanclub/shared/schemas/presale';
import { PRESALE_NEEDS_ON_SALE_TIME } from '@fanclub/shared/schemas/presale';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
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
  return (
    <Modal
      open={event !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Presale codes"
      description={event?.title}
    >
      {event && <PresaleCodes key={event.id} event={event} />}
    </Modal>
  );
}

function PresaleCodes({ event }: { event: AdminEvent }) {
  const query = useQuery(presaleQueryOptions(event.id));
  if (!event.onSaleAt)
    return <p className="text-sm text-stage-300">{PRESALE_NEEDS_ON_SALE_TIME}</p>;
  if (query.isPending) return <Spinner label="Loading presale codes" />;
  if (query.isError)
    return (
      <ErrorNotice
        message="We couldn't load the presale codes."
        onRetry={() => void query.refetch()}
      />
    );
  return <PresaleBody event={event} presale={query.data} />;
}

function PresaleBody({ event, presale }: { event: AdminEvent; presale: AdminPresale }) {
  const queryClient = useQueryClient();
  const changed = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: presaleKey(event.id) }),
      invalidateEvents(queryClient),
    ]);
  const failed = (title: string) => (error: Error) =>
    toast.error(title, { description: serverMessage(error, 'Please try again.') });
  const issue = useMutation({
    mutationFn: () => issueMemberCodes(event.id),
    onSuccess: (r) => {
      toast.success(r.issued === 1 ? '1 code issued' : `${r.issued} codes issued`);
      void changed();
    },
    onError: failed('Codes not issued'),
  });
  const remove = useMutation({
    mutationFn: (codeId: string) => deleteSharedCode(event.id, codeId),
    onSuccess: () => void changed(),
    onError: failed('Code not deleted'),
  });
  return (
    <div className="flex flex-col gap-5">
      <PresaleWindow presale={presale} timeZone={event.timeZone} />
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold">A code for each VIP member</h3>
        <p className="text-sm text-stage-300">
          {`${presale.memberCodes} of ${presale.vipMembers} VIP members have a code · ${presale.memberCodesUsed} used`}
        </p>
        <p className="text-sm text-stage-300">
          Each member sees their code on their membership card and on the event page; it works once,
          only for them. Members who join VIP later get one when you issue again.
        </p>
        <Button variant="secondary" disabled={issue.isPending} onClick={() => issue.mutate()}>
          {issue.isPending ? 'Issuing...' : 'Give every VIP member a code'}
        </Button>
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold">Shared codes</h3>
        {presale.shared.length === 0 ? (
          <p className="text-sm text-stage-300">No shared codes.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {presale.shared.map((c) => (
              <li
                key={c.id}
                className="flex items-center justify-between gap-3 rounded-xl bg-white/5 px-3 py-2"
              >
                <div>
                  <p className="font-display tracking-wider select-all">{c.code}</p>
                  <p className="text-xs text-stage-300">{`${c.used} of ${c.maxUses} used`}</p>
                </div>
                <Button
                  variant="ghost"
                  aria-label={`Delete code ${c.code}`}
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
  if (!presale.opensAt || !presale.closesAt) return null;
  return (
    <p className="text-sm">
      {`Presale ${formatSaleTime(presale.opensAt, timeZone)} – ${formatSaleTime(presale.closesAt, timeZone)}. `}
      <span className="text-stage-300">
        While the event has codes, VIP members need one to buy before general sale.
      </span>
    </p>
  );
}

function SharedCodeForm({ eventId, onCreated }: { eventId: string; onCreated: () => void }) {
  const [code, setCode] = useState('');
  const [maxUses, setMaxUses] = useState('100');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => createSharedCode(eventId, { code: code.trim() || undefined, maxUses }),
    onSuccess: (created) => {
      toast.success(`Code ${created.code} added`);
      setCode('');
      setError(null);
      onCreated();
    },
    onError: (e) => setError(serverMessage(e, 'Please try again.')),
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!create.isPending) create.mutate();
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextField
        label="Code"
        hint="Leave empty for a generated code."
        value={code}
        autoCapitalize="characters"
        onChange={(e) => setCode(e.target.value)}
      />
      <TextField
        label="Members who may use it"
        inputMode="numeric"
        value={maxUses}
        error={error ?? undefined}
        onChange={(e) => setMaxUses(e.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={create.isPending}>
        {create.isPending ? 'Adding...' : 'Add shared code'}
      </Button>
    </form>
  );
}
