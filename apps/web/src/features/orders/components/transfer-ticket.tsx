import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import type { TicketTransferred } from '@fanclub/shared/schemas/tickets';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { api, ApiError } from '../../../lib/api-client';
import { invalidateOrders } from '../../../lib/orders/order-queries';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n-context';

/** Hands one ticket to another member by their sign-in e-mail; the server says who may and why not. */
export function TransferTicket({ ticketId, title }: { ticketId: string; title: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const transfer = useMutation({
    mutationFn: () =>
      api.post<TicketTransferred>(`/api/me/tickets/${encodeURIComponent(ticketId)}/transfer`, {
        email,
      }),
    onMutate: () => setProblem(undefined),
    onSuccess: async (result) => {
      setOpen(false);
      toast.success(t('orders.transferred'), { description: result.message });
      await invalidateOrders(queryClient);
    },
    onError: (error) =>
      setProblem(
        error instanceof ApiError
          ? (error.fields?.email ?? error.message)
          : t('orders.offlineError'),
      ),
  });

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!transfer.isPending) transfer.mutate();
  }

  return (
    <>
      <Button variant="ghost" className="text-xs" onClick={() => setOpen(true)}>
        <Send aria-hidden className="size-4" />
        {t('orders.transferTicket')}
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => !transfer.isPending && setOpen(next)}
        title={t('orders.transferTicket')}
        description={t('orders.transferDescription', { title })}
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField
            label={t('orders.theirEmail')}
            type="email"
            autoComplete="off"
            inputMode="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={problem}
            hint={t('orders.theirEmailHint')}
          />
          <Button type="submit" disabled={transfer.isPending || email.trim() === ''}>
            {transfer.isPending ? t('orders.transferring') : t('orders.transferTicket')}
          </Button>
        </form>
      </Modal>
    </>
  );
}
