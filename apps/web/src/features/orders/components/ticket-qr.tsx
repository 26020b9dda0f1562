import { QrCode } from '../../../components/ui/qr-code';
import { useT } from '../../../lib/i18n/i18n-context';

/** The signed ticket code as a QR code on white, with the quiet zone scanners need. */
export function TicketQr({ code, title }: { code: string; title: string }) {
  const t = useT();
  return (
    <QrCode
      code={code}
      label={t('orders.ticketQr', { title })}
      drawingLabel={t('orders.drawingTicketQr')}
      fallback={t('orders.ticketQrFallback', { code: code.slice(0, 8) })}
    />
  );
}
