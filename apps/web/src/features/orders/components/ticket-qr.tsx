import { QrCode } from '../../../components/ui/qr-code';

/** The signed ticket code as a QR code on white, with the quiet zone scanners need. */
export function TicketQr({ code, title }: { code: string; title: string }) {
  return (
    <QrCode
      code={code}
      label={`Ticket QR code for ${title}`}
      drawingLabel="Drawing ticket QR code"
      fallback={`The QR code could not be drawn. Show code ${code.slice(0, 8)}.`}
    />
  );
}
