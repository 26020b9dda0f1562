// Reading a QR code from a camera frame or a photo: the browser's BarcodeDetector where it exists
// (Chromium on Android), else jsQR, fetched with import() the first time this screen needs it, so
// no other screen's first load carries it.

interface Detector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

export type DecodeCanvas = (canvas: HTMLCanvasElement) => Promise<string | null>;

let decoder: Promise<DecodeCanvas> | null = null;

async function build(): Promise<DecodeCanvas> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (canvas) => (await detector.detect(canvas))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  return async (canvas) => {
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context || canvas.width === 0) return null;
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height)?.data ?? null;
  };
}

/** The decoder, built once per page. */
export function qrDecoder(): Promise<DecodeCanvas> {
  decoder ??= build();
  return decoder;
}

/** Draws `source` (a video frame or a photo) on `canvas`, at most 800 px wide, and decodes it. */
export async function decodeFrom(
  source: HTMLVideoElement | ImageBitmap,
  canvas: HTMLCanvasElement,
): Promise<string | null> {
  const width = source instanceof HTMLVideoElement ? source.videoWidth : source.width;
  const height = source instanceof HTMLVideoElement ? source.videoHeight : source.height;
  if (!width || !height) return null;
  const scale = Math.min(1, 800 / width);
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  canvas
    .getContext('2d', { willReadFrequently: true })
    ?.drawImage(source, 0, 0, canvas.width, canvas.height);
  return (await qrDecoder())(canvas);
}
