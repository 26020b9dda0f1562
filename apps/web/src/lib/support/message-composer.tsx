import { useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { ImagePlus, Send } from 'lucide-react';
import { AVATAR_MAX_BYTES } from '@fanclub/shared/limits';
import { SUPPORT_BODY_MAX, SUPPORT_IMAGES_MAX } from '@fanclub/shared/support-texts';
import { Button } from '../../components/ui/button';
import { TextArea } from '../../components/ui/text-area';
import { useT } from '../i18n/i18n-context';

/**
 * The message box of a support conversation: text and up to SUPPORT_IMAGES_MAX images, sent as
 * one multipart form. The browser's checks only save a round trip: the server checks the bytes.
 */
export function MessageComposer({
  label,
  submitLabel,
  pending,
  onSend,
  extraFields,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  /** Resolves true when sent, so the box empties only then. */
  onSend: (form: FormData) => Promise<boolean>;
  extraFields?: ReactNode;
}) {
  const [body, setBody] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const t = useT();

  function pick(files: FileList | null) {
    const chosen = [...(files ?? [])];
    if (fileInput.current) fileInput.current.value = '';
    if (chosen.some((f) => !f.type.startsWith('image/')))
      return setProblem(t('supportThread.notAnImage'));
    if (chosen.some((f) => f.size > AVATAR_MAX_BYTES))
      return setProblem(t('supportThread.tooLarge'));
    setProblem(null);
    setImages((now) => [...now, ...chosen].slice(0, SUPPORT_IMAGES_MAX));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.delete('pick');
    for (const image of images) form.append('images', image, image.name);
    if (await onSend(form)) {
      setBody('');
      setImages([]);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
      {extraFields}
      <TextArea
        label={label}
        name="body"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        maxLength={SUPPORT_BODY_MAX}
        required
        rows={4}
      />
      {images.length > 0 && (
        <ul
          className="flex flex-wrap gap-2 text-xs text-stage-300"
          aria-label={t('supportThread.imagesToSend')}
        >
          {images.map((image, i) => (
            <li
              key={`${image.name}-${i}`}
              className="flex items-center gap-1 rounded-full bg-stage-700 px-3 py-1"
            >
              {image.name}
              <button
                type="button"
                className="ml-1 text-stage-400 hover:text-white"
                aria-label={t('supportThread.remove', { name: image.name })}
                onClick={() => setImages((now) => now.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-300">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-3 text-sm font-semibold text-stage-300 hover:bg-white/10">
          <ImagePlus aria-hidden className="size-4" />
          {t('supportThread.addImage')}
          <input
            ref={fileInput}
            name="pick"
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            disabled={images.length >= SUPPORT_IMAGES_MAX}
            onChange={(e) => pick(e.target.files)}
          />
        </label>
        <Button type="submit" disabled={pending || body.trim() === ''}>
          <Send aria-hidden className="size-4" />
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
