import { useEffect, useId, useMemo, useState } from 'react';
import type { ChangeEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { AVATAR_MAX_BYTES, AVATAR_MIME_PREFIX } from '@fanclub/shared/limits';
import { useT } from './i18n/i18n-context';
import type { MessageKey } from './i18n/translator';

// Its texts are in the `media` namespace: the Go Live dialog (media hub) and the admin screen's
// event and content forms load it.

/** The server's checks (and words) for avatars, so common mistakes are caught before uploading. */
function imageProblem(file: File): MessageKey | null {
  if (!file.type.startsWith(AVATAR_MIME_PREFIX)) return 'media.coverNotImage';
  if (file.size > AVATAR_MAX_BYTES) return 'media.coverTooBig';
  return null;
}

interface CoverImagePickerProps {
  /** The picked file, uploaded when the form is saved; null keeps the current image. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The image the event or post has now, if any. */
  currentUrl?: string | null | undefined;
}

/** A labelled file input with a preview; the whole box is the tap target on a phone. */
export function CoverImagePicker({ file, onChange, currentUrl }: CoverImagePickerProps) {
  const t = useT();
  const id = useId();
  const [error, setError] = useState<MessageKey | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? currentUrl ?? null;

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    const problem = imageProblem(picked);
    setError(problem);
    onChange(problem ? null : picked);
  }

  return (
    <div>
      <label
        id={`${id}-label`}
        htmlFor={id}
        className="mb-1.5 block text-sm font-medium text-stage-300"
      >
        {t('media.coverImage')}
      </label>
      <div className="relative">
        <label
          htmlFor={id}
          className={`flex aspect-video w-full cursor-pointer items-center justify-center overflow-hidden rounded-xl border bg-stage-800 focus-within:border-accent focus-within:ring-2 focus-within:ring-accent ${
            error ? 'border-red-400' : 'border-dashed border-white/20'
          }`}
        >
          {shown ? (
            <img
              src={shown}
              alt={t(file ? 'media.coverPreview' : 'media.coverCurrent')}
              className="size-full object-cover"
            />
          ) : (
            <span className="flex flex-col items-center gap-2 text-sm text-stage-300">
              <ImagePlus aria-hidden className="size-7" />
              {t('media.coverChoose')}
            </span>
          )}
          <input
            id={id}
            type="file"
            accept="image/*"
            onChange={pick}
            // The preview box is a second label (the tap target); the name stays the field's own.
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint`}
            aria-invalid={error ? true : undefined}
            className="sr-only"
          />
        </label>
        {file && (
          <button
            type="button"
            onClick={() => onChange(null)}
            aria-label={t('media.coverRemove')}
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full bg-black/70 text-white hover:bg-black"
          >
            <X aria-hidden className="size-5" />
          </button>
        )}
      </div>
      {error ? (
        <p id={`${id}-hint`} role="alert" className="mt-1.5 text-xs font-medium text-red-300">
          {t(error)}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-stage-400">
          {t('media.coverHint')}
        </p>
      )}
    </div>
  );
}
