import { useEffect, useId, useMemo, useRef } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { AVATAR_MAX_BYTES } from '@fanclub/shared/limits';
import { POST_IMAGES_MAX } from '../texts';
import { useT } from '../../../lib/i18n/i18n-context';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
const MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

/** Up to four pictures with previews and a remove button each; says why a file was refused. */
export function ImagePicker({
  files,
  onChange,
  onProblem,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  onProblem: (message: string | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const t = useT();
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const full = files.length >= POST_IMAGES_MAX;

  function add(list: FileList | null) {
    if (!list) return;
    const chosen = [...list];
    const images = chosen.filter((file) => file.type.startsWith('image/'));
    const small = images.filter((file) => file.size <= AVATAR_MAX_BYTES);
    const room = POST_IMAGES_MAX - files.length;
    let problem: string | null = null;
    if (images.length < chosen.length) problem = t('communityWrite.onlyPictures');
    else if (small.length < images.length)
      problem = t('communityWrite.pictureTooBig', { mb: MAX_MB });
    else if (small.length > room)
      problem = t('communityWrite.tooManyPictures', { max: POST_IMAGES_MAX });
    onProblem(problem);
    onChange([...files, ...small.slice(0, Math.max(0, room))]);
    if (input.current) input.current.value = '';
  }

  return (
    <div>
      {files.length > 0 && (
        <ul className="mb-3 grid grid-cols-4 gap-2">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${index}`} className="relative aspect-square">
              <img
                src={previews[index]}
                alt={t('communityWrite.pictureAlt', { index: index + 1, name: file.name })}
                className="size-full rounded-xl object-cover"
              />
              <button
                type="button"
                aria-label={t('communityWrite.removePicture', { index: index + 1 })}
                onClick={() => {
                  onProblem(null);
                  onChange(files.filter((_, i) => i !== index));
                }}
                className="absolute -top-2 -right-2 inline-flex size-8 items-center justify-center rounded-full border border-white/20 bg-stage-950 text-white hover:bg-stage-700"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        aria-hidden
        tabIndex={-1}
        data-testid="composer-images"
        onChange={(e) => add(e.target.files)}
      />
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={full}
        aria-describedby={hintId}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-stage-300 hover:bg-white/10 hover:text-white disabled:cursor-not-allowed disabled:opacity-50"
      >
        <ImagePlus aria-hidden className="size-5" />
        {t('communityWrite.addPhotos')}
      </button>
      <span id={hintId} className="ml-1 text-xs text-stage-400 tabular-nums">
        {files.length}/{POST_IMAGES_MAX}
        <span className="sr-only"> {t('communityWrite.pictures')}</span>
      </span>
    </div>
  );
}
