import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Lock } from 'lucide-react';
import { TICKET_QUANTITY_MAX, TICKET_QUANTITY_MIN } from '@fanclub/shared/limits';
import type { ClubEvent } from '@fanclub/shared/schemas/catalog';
import { paths } from '../../../app/paths';
import { Button, buttonClass } from '../../../components/ui/button';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { subscribeFor } from '../../../lib/subscribe-link';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';
import { usePaymentsEnabled } from '../../../lib/payment/checkout-options';
import { PaymentsOffNotice } from '../../../lib/payment/payments-off-notice';
import { TicketPaymentDialog } from './ticket-payment-dialog';
import { TicketsBoughtSheet } from './tickets-bought-sheet';
import { useSaleWindow } from '../hooks/use-sale-window';
import { useTicketPurchase } from '../hooks/use-ticket-purchase';
import { EarlyAccessNote, SaleNotOpenCard } from './sale-window-notice';
import { PresaleCodeField } from './presale-code-field';
import { tierName } from '../../../lib/i18n/member-labels';

/** A VIP-only show for someone below VIP: the lock and the way up, instead of a Buy that bounces. */
function VipLockedCard({ eventId, signedIn }: { eventId: string; signedIn: boolean }) {
  const t = useT();
  const location = useLocation();
  return (
    <div data-testid="vip-locked" className="flex flex-col items-center gap-3 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-tier-vip/15 text-tier-vip">
        <Lock aria-hidden className="size-5" />
      </span>
      <p className="font-semibold">{t('events.vipLocked')}</p>
      <p className="text-sm text-stage-300">{t('events.vipLockedPerks')}</p>
      {/* The plan page then names this show and leads with VIP. */}
      <Link to={subscribeFor('event', eventId)} className={buttonClass('primary', 'w-full')}>
        {t('events.upgradeTo', { tier: tierName(t, 'vip') })}
      </Link>
      {!signedIn && (
        <Link
          to={paths.login}
          state={{ from: location.pathname + location.search }}
          className={buttonClass('ghost', 'w-full')}
        >
          {t('events.alreadyVipLogin')}
        </Link>
      )}
    </div>
  );
}

/** Ticket stepper (1-10), running total and the buy button; shared by event and festival pages. */
export function TicketPurchase({ event, buttonLabel }: { event: ClubEvent; buttonLabel: string }) {
  const t = useT();
  const format = useFormat();
  const [quantity, setQuantity] = useState(TICKET_QUANTITY_MIN);
  const [presaleCode, setPresaleCode] = useState('');
  const buyButton = useRef<HTMLButtonElement>(null);

  // A purchase resets the form: the next one starts from one ticket again.
  const purchase = useTicketPurchase(event, () => setQuantity(TICKET_QUANTITY_MIN));
  const sale = useSaleWindow(event);
  // Free events need no payment provider.
  const paymentsOff = usePaymentsEnabled() === false && event.ticketPriceCents > 0;
  if (purchase.ready && purchase.locked)
    return <VipLockedCard eventId={event.id} signedIn={purchase.signedIn} />;
  // Shut for a guest may be open for a VIP: until the session is known, show neither.
  if (!sale.open)
    return purchase.ready ? (
      <SaleNotOpenCard sale={sale} timeZone={event.timeZone} tier={purchase.tier} />
    ) : null;
  return (
    <div className="flex flex-col gap-4">
      <EarlyAccessNote sale={sale} timeZone={event.timeZone} />
      {event.presaleCodes && sale.early && (
        <PresaleCodeField event={event} value={presaleCode} onChange={setPresaleCode} />
      )}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="font-medium">{t('events.tickets')}</p>
          <p className="text-sm text-stage-300">
            {t('events.priceEach', { price: format.price(event.ticketPriceCents) })}
          </p>
          {event.ticketsPerMember !== null && (
            <p className="text-sm text-stage-300">
              {t('events.perMember', { count: format.count(event.ticketsPerMember) })}
            </p>
          )}
        </div>
        <QuantityStepper
          label={t('events.tickets')}
          value={quantity}
          onChange={setQuantity}
          min={TICKET_QUANTITY_MIN}
          max={Math.min(TICKET_QUANTITY_MAX, event.ticketsPerMember ?? TICKET_QUANTITY_MAX)}
        />
      </div>
      <div className="flex items-center justify-between border-t border-white/10 pt-3">
        <span className="text-stage-300">{t('events.total')}</span>
        <span className="text-lg font-bold">{format.price(event.ticketPriceCents * quantity)}</span>
      </div>
      {paymentsOff && <PaymentsOffNotice />}
      <Button
        ref={buyButton}
        onClick={purchase.start}
        disabled={!purchase.ready || paymentsOff}
        className="w-full"
      >
        {buttonLabel}
      </Button>
      {/* Always mounted so Radix can close it cleanly; the key gives every opening a fresh form. */}
      <TicketPaymentDialog
        key={purchase.opened}
        event={event}
        quantity={quantity}
        email={purchase.email}
        open={purchase.sheetOpen}
        onOpenChange={purchase.setSheetOpen}
        onBought={purchase.onBought}
        presaleCode={event.presaleCodes && sale.early ? presaleCode : undefined}
        returnFocusTo={buyButton}
      />
      <TicketsBoughtSheet
        event={event}
        bought={purchase.bought}
        onClose={purchase.closeConfirmation}
        returnFocusTo={buyButton}
      />
    </div>
  );
}
