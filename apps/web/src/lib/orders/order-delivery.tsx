// Where an order goes and how to follow it: the fan's order screens and the admins' order list
// show the same address and tracking lines.
import { ExternalLink, Truck } from 'lucide-react';
import { trackingUrl } from '@fanclub/shared/order-status';
import type { ShippingAddress, Tracking } from '@fanclub/shared/schemas/order-delivery';
import { countryName } from '../payment/card-details';
import { useLocale, useT } from '../i18n/i18n-context';

/** Name, street, city, state/region, postal code and country; older orders lack the first few. */
export function AddressLines({ address }: { address: ShippingAddress }) {
  const locale = useLocale();
  const cityLine = [address.city, [address.region, address.shippingZip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const lines = [
    address.recipientName,
    address.addressLine1,
    address.addressLine2,
    cityLine,
    countryName(address.country, locale),
  ].filter(Boolean);
  return (
    <address className="text-stage-300 not-italic">
      {lines.map((line, index) => (
        <span key={`${line}-${index}`} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/** The carrier and the tracking number as text (selectable), with the carrier's page when we know it. */
export function TrackingLine({ tracking }: { tracking: Tracking }) {
  const t = useT();
  const url = trackingUrl(tracking.carrier, tracking.trackingNumber);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stage-300">
      <Truck aria-hidden className="size-4 text-accent" />
      <span>{tracking.carrier}</span>
      <span className="font-mono text-white select-all" data-testid="tracking-number">
        {tracking.trackingNumber}
      </span>
      {url && (
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center gap-1 text-accent underline underline-offset-2"
        >
          {t('orders.trackParcel')}
          <ExternalLink aria-hidden className="size-3.5" />
        </a>
      )}
    </p>
  );
}
