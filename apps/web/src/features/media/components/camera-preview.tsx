import { useEffect, useRef } from 'react';
import { SwitchCamera } from 'lucide-react';
import { openCamera } from '../camera-publisher';
import { useCamera } from '../hooks/use-camera';
import { useCameraErrorText } from '../camera-error';
import { useT } from '../../../lib/i18n/i18n-context';

/** What the camera sees (mirrored for the front camera, as in a mirror), with a switch between cameras. */
export function CameraPreview({ label }: { label: string }) {
  const t = useT();
  const errorText = useCameraErrorText();
  const camera = useCamera();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && video.current.srcObject !== camera.media)
      video.current.srcObject = camera.media;
  }, [camera.media]);

  return (
    <div className="flex flex-col gap-2">
      <div className="relative overflow-hidden rounded-xl bg-black">
        <video
          ref={video}
          data-testid="camera-preview"
          aria-label={label}
          muted
          playsInline
          autoPlay
          className={`aspect-video max-h-[40vh] w-full object-cover ${camera.facing === 'user' ? '-scale-x-100' : ''}`}
        />
        {!camera.media && (
          <p className="absolute inset-0 grid place-content-center px-6 text-center text-sm text-white/75">
            {camera.error ? '' : t('media.startingCamera')}
          </p>
        )}
        {camera.media && (
          <button
            type="button"
            aria-label={t(
              camera.facing === 'user' ? 'media.useBackCamera' : 'media.useFrontCamera',
            )}
            onClick={() => void openCamera(camera.facing === 'user' ? 'environment' : 'user')}
            className="absolute right-2 bottom-2 inline-flex size-11 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
          >
            <SwitchCamera aria-hidden className="size-5" />
          </button>
        )}
      </div>
      {camera.error && (
        <p role="alert" className="text-sm text-red-300">
          {errorText(camera.error)}
        </p>
      )}
    </div>
  );
}
