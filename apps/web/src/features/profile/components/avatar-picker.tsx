import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Camera, LoaderCircle, UserRound } from 'lucide-react';
import { AVATAR_MAX_BYTES, AVATAR_MIME_PREFIX } from '@fanclub/shared/limits';
import { useUploadAvatar } from '../api/profile-api';
import { useT } from '../../../lib/i18n/i18n-context';

const PLACEHOLDER = '/media/avatar-placeholder-256.webp';

/** Same checks as the server, so the common mistakes are caught before an upload starts. */
function avatarProblem(
  file: File | undefined,
  signedIn: boolean,
): 'profile.avatarNoFile' | 'profile.avatarNotImage' | 'profile.avatarTooBig' | null {
  if (!file || !signedIn) return 'profile.avatarNoFile';
  if (!file.type.startsWith(AVATAR_MIME_PREFIX)) return 'profile.avatarNotImage';
  if (file.size > AVATAR_MAX_BYTES) return 'profile.avatarTooBig';
  return null;
}

interface AvatarPickerProps {
  src: string | null | undefined;
  name: string;
  /** Only a signed-in user can change the photo; guests see the placeholder without a camera button. */
  editable: boolean;
  size?: 'md' | 'lg';
  /** Frame classes, e.g. the member's tier ring; the accent border otherwise. */
  frame?: string;
}

export function AvatarPicker({
  src,
  name,
  editable,
  size = 'lg',
  frame = 'border-2 border-accent/60',
}: AvatarPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // Sources that failed to load: a broken avatar URL falls back to the placeholder, and if even
  // that is missing an icon is drawn instead of the browser's broken-image glyph.
  const [failed, setFailed] = useState<readonly string[]>([]);
  const upload = useUploadAvatar();
  const t = useT();
  const dimension = size === 'lg' ? 'size-28' : 'size-24';

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    const problem = avatarProblem(file, editable);
    if (problem || !file) {
      toast.error(t(problem ?? 'profile.avatarNotImage'));
      return;
    }
    // Show the picked photo at once; it is dropped again if the upload fails.
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    upload.mutate(file, { onError: () => setPreview(null) });
  }

  const shown = [preview, src, PLACEHOLDER].find(
    (candidate) => candidate && !failed.includes(candidate),
  );
  return (
    <div className={`relative shrink-0 ${dimension}`}>
      {shown ? (
        <img
          src={shown}
          alt={editable ? t('profile.profilePhotoOf', { name }) : ''}
          width={256}
          height={256}
          onError={() => setFailed((list) => [...list, shown])}
          className={`${dimension} rounded-full ${frame} bg-stage-700 object-cover p-0.5`}
        />
      ) : (
        <span className={`${dimension} grid place-items-center rounded-full ${frame} bg-stage-700`}>
          <UserRound aria-hidden className="size-1/2 text-stage-400" />
        </span>
      )}
      {upload.isPending && (
        <span
          className="absolute inset-0 grid place-items-center rounded-full bg-black/60"
          role="status"
        >
          <LoaderCircle aria-hidden className="size-7 animate-spin text-white" />
          <span className="sr-only">{t('profile.uploadingPhoto')}</span>
        </span>
      )}
      {editable && (
        <>
          <button
            type="button"
            onClick={() => input.current?.click()}
            disabled={upload.isPending}
            aria-label={t('profile.changePhoto')}
            className="absolute -right-1 -bottom-1 inline-flex size-11 items-center justify-center rounded-full border-4 border-stage-900 bg-accent-fill text-white hover:bg-accent-fill-strong"
          >
            <Camera aria-hidden className="size-4.5" />
          </button>
          <input
            ref={input}
            type="file"
            accept="image/*"
            onChange={onFile}
            className="sr-only"
            tabIndex={-1}
            aria-hidden
          />
        </>
      )}
    </div>
  );
}
