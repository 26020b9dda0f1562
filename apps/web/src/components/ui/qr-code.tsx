import { useEffect, useState } from 'react';
import { Spinner } from './spinner';

/** One SVG path of the dark modules: no HTML string from the library is ever injected. */
async function qrPath(text: string): Promise<{ size: number; d: string }> {
  // Loaded on first use so the QR encoder is only in the chunks of screens that draw one.
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

interface QrCodeProps {
  /** What the code carries (a signed ticket or membership code). */
  code: string;
  /** The image's accessible name. */
  label: string;
  /** Read out while the code is drawn. */
  drawingLabel: string;
  /** Shown if drawing fails, so the holder can still read something out at the door. */
  fallback: string;
  className?: string;
}

/** `code` as a QR code on white, with the quiet zone scanners need. */
export function QrCode({
  code,
  label,
  drawingLabel,
  fallback,
  className = 'w-full max-w-56',
}: QrCodeProps) {
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

  if (failed) return <p className="text-sm text-stage-300">{fallback}</p>;
  if (!qr || qr.code !== code) {
    return (
      <div className={`grid aspect-square place-items-center rounded-2xl bg-white/5 ${className}`}>
        <Spinner label={drawingLabel} />
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
      className={`aspect-square rounded-2xl bg-white ${className}`}
    >
      <path d={qr.d} fill="#000" />
    </svg>
  );
}
