import { useEffect, useId, useMemo, useState } from 'react';
import type { ChangeEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { AVATAR_MAX_BYTES, AVATAR_MIME_PREFIX } from '@fanclub/shared/limits';

/** The server's checks (and words) for avatars, so common mistakes are caught before uploading. */
export function imageProblem(file: File): string | null {
  if (!file.type.startsWith(AVATAR_MIME_PREFIX)) return 'Please select an image file';
  if (file.size > AVATAR_MAX_BYTES) return 'Image must be smaller than 5MB';
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
  const id = useId();
  const [error, setError] = useState<string | null>(null);
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
        Cover image
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
              alt={file ? 'Preview of the chosen cover image' : 'Current cover image'}
              className="size-full object-cover"
            />
          ) : (
            <span className="flex flex-col items-center gap-2 text-sm text-stage-300">
              <ImagePlus aria-hidden className="size-7" />
              Tap to choose an image
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
            aria-label="Remove chosen image"
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full bg-black/70 text-white hover:bg-black"
          >
            <X aria-hidden className="size-5" />
          </button>
        )}
      </div>
      {error ? (
        <p id={`${id}-hint`} role="alert" className="mt-1.5 text-xs font-medium text-red-300">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-stage-400">
          Optional. JPEG, PNG or WebP up to 5MB; shown on the card.
        </p>
      )}
    </div>
  );
}
