import { toast } from '../../../lib/toast';
import type { Translator } from '../../../lib/i18n/translator';
import { serverMessage } from '../api/admin-api';

/**
 * Saves the fields, then uploads the picked cover image for the saved id. The fields are kept
 * when only the image fails: the form still succeeds and the image's own error is shown.
 */
export async function saveWithImage(
  saved: Promise<{ id: string }>,
  image: File | null,
  upload: (id: string, file: File) => Promise<unknown>,
  t: Translator['t'],
): Promise<{ id: string }> {
  const row = await saved;
  if (image) {
    try {
      await upload(row.id, image);
    } catch (error) {
      toast.error(serverMessage(error, t('admin.imageUploadFailed')));
    }
  }
  return row;
}
