import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { decodeFrom } from '../decode-qr';
import { useT } from '../../../lib/i18n/i18n-context';

/** How long the same code is ignored after a read, so one QR held up is one scan. */
const SAME_CODE_MS = 4000;

type Last = RefObject<{ code: string; at: number }>;

/** Passes a read on, unless it is the code just read (the same QR still in view). */
function emit(last: Last, onCode: RefObject<(code: string) => void>, code: string | null) {
  if (!code) return;
  const now = performance.now();
  if (code === last.current.code && now - last.current.at < SAME_CODE_MS) return;
  last.current = { code, at: now };
  onCode.current(code);
}

/** The phone's back camera, read a few times a second; a photo of a code works too. */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState('');
  const last = useRef({ code: '', at: 0 });
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!on) return;
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    const tick = async () => {
      if (stopped || !video.current || !canvas.current) return;
      emit(last, latest, await decodeFrom(video.current, canvas.current).catch(() => null));
      timer = window.setTimeout(() => void tick(), 250);
    };
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return;
        video.current.srcObject = s;
        await video.current.play();
        void tick();
      })
      .catch(() => {
        setProblem(t('door.cameraUnavailable'));
        setOn(false);
      });
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on, t]);

  async function photo(file: File | undefined) {
    if (!file || !canvas.current) return;
    const bitmap = await createImageBitmap(file);
    const code = await decodeFrom(bitmap, canvas.current).catch(() => null);
    if (code) emit(last, latest, code);
    else setProblem(t('door.noQrInPhoto'));
  }

  return (
    <div className="space-y-3">
      <video
        ref={video}
        muted
        playsInline
        aria-label={t('door.cameraView')}
        className={on ? 'aspect-square w-full rounded-2xl bg-black object-cover' : 'hidden'}
      />
      <canvas ref={canvas} className="hidden" />
      <div className="flex flex-wrap gap-2">
        <Button variant={on ? 'secondary' : 'primary'} onClick={() => setOn((v) => !v)}>
          {on ? t('door.stopCamera') : t('door.startCamera')}
        </Button>
        <label className="inline-flex min-h-11 cursor-pointer items-center rounded-full bg-stage-700 px-5 text-sm font-semibold">
          {t('door.scanPhoto')}
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={(e) => void photo(e.target.files?.[0])}
          />
        </label>
      </div>
      {problem && <p className="text-sm text-amber-300">{problem}</p>}
    </div>
  );
}
