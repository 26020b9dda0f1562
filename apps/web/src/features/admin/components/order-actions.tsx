import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PackageCheck, Truck } from 'lucide-react';
import { CARRIER_TRACKING_URLS } from '@fanclub/shared/order-status';
import { ShipOrderBody } from '@fanclub/shared/schemas/order-delivery';
import type { AdminOrder } from '@fanclub/shared/schemas/commerce';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { checkForm, hasErrors } from '../../../lib/form-errors';
import { invalidateOrders } from '../../../lib/orders/order-queries';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n-context';
import { serverMessage } from '../api/admin-api';
import { deliverOrder, shipOrder } from '../api/orders-api';

type Field = 'carrier' | 'trackingNumber';

/** The next step for one order: a small carrier + tracking form when paid, "Mark delivered" when shipped. */
export function OrderActions({ order }: { order: AdminOrder }) {
  if (!order.shippable) return null;
  if (order.status === 'paid') return <ShipForm order={order} />;
  if (order.status === 'shipped') return <DeliverButton order={order} />;
  return null;
}

function useOrderStep<T>(step: (value: T) => Promise<unknown>, done: string, failed: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: step,
    onSuccess: () => {
      toast.success(done);
      void invalidateOrders(queryClient);
    },
    // 409: someone else moved it meanwhile, or it is a ticket order; the server says which.
    onError: (error) => {
      toast.error(failed, { description: serverMessage(error, t('admin.tryAgain')) });
      void invalidateOrders(queryClient);
    },
  });
}

function ShipForm({ order }: { order: AdminOrder }) {
  const t = useT();
  const shortId = order.id.slice(0, 8);
  const [values, setValues] = useState<Record<Field, string>>({ carrier: '', trackingNumber: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const ship = useOrderStep(
    (body: ShipOrderBody) => shipOrder(order.id, body),
    t('admin.orderMarkedShipped', { id: shortId }),
    t('admin.orderShipFailed'),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkForm(ShipOrderBody, values);
    setErrors(check.errors);
    if (check.ok && !hasErrors(check.errors)) ship.mutate(check.data);
  }

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: e.target.value })),
  });
  const listId = `carriers-${order.id}`;

  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-3 flex flex-col gap-3"
      aria-label={t('admin.shipOrder', { id: shortId })}
    >
      <TextField
        label={t('admin.carrier')}
        list={listId}
        autoComplete="off"
        {...field('carrier')}
      />
      <datalist id={listId}>
        {Object.keys(CARRIER_TRACKING_URLS).map((carrier) => (
          <option key={carrier} value={carrier} />
        ))}
      </datalist>
      <TextField
        label={t('admin.trackingNumber')}
        autoComplete="off"
        {...field('trackingNumber')}
      />
      <Button type="submit" disabled={ship.isPending} className="px-4">
        <Truck aria-hidden className="size-4" />
        {ship.isPending ? t('admin.marking') : t('admin.markShipped')}
        <span className="sr-only">{t('admin.orderSr', { id: shortId })}</span>
      </Button>
    </form>
  );
}

function DeliverButton({ order }: { order: AdminOrder }) {
  const t = useT();
  const shortId = order.id.slice(0, 8);
  const deliver = useOrderStep(
    () => deliverOrder(order.id),
    t('admin.orderMarkedDelivered', { id: shortId }),
    t('admin.orderDeliverFailed'),
  );
  return (
    <Button
      onClick={() => deliver.mutate(undefined)}
      disabled={deliver.isPending}
      className="mt-3 w-full px-4"
    >
      <PackageCheck aria-hidden className="size-4" />
      {deliver.isPending ? t('admin.marking') : t('admin.markDelivered')}
      <span className="sr-only">{t('admin.orderSr', { id: shortId })}</span>
    </Button>
  );
}
