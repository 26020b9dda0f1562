import { useEffect, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';

/** One SVG path of the dark modules: no HTML string from the library is ever injected. */
async function qrPath(text: string): Promise<{ size: number; d: string }> {
  // Loaded on first use so the QR encoder is in the tickets screen's chunk only.
  const { default: qrcode } = await import('qrcode-generator');
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  let d = '';
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) if (qr.isDark(row, col)) d += `M${col} ${row}h1v1h-1z`;
  }
  return { size: count, d };
}

const QUIET_ZONE = 4;

/** The signed ticket code as a QR code on white, with the quiet zone scanners need. */
export function TicketQr({ code, title }: { code: string; title: string }) {
  const [qr, setQr] = useState<{ code: string; size: number; d: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    qrPath(code)
      .then((result) => live && setQr({ code, ...result }))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [code]);

  const label = `Ticket QR code for ${title}`;
  if (failed)
    return (
      <p className="text-sm text-stage-300">
        The QR code could not be drawn. Show code {code.slice(0, 8)}.
      </p>
    );
  if (!qr || qr.code !== code) {
    return (
      <div className="grid aspect-square w-full max-w-56 place-items-center rounded-2xl bg-white/5">
        <Spinner label="Drawing ticket QR code" />
      </div>
    );
  }
  const box = qr.size + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      shapeRendering="crispEdges"
      className="aspect-square w-full max-w-56 rounded-2xl bg-white"
    >
      <path d={qr.d} fill="#000" />
    </svg>
  );
}
