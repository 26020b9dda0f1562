import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SupportAttachment } from '@fanclub/shared/schemas/support';
import type { StoredAttachment } from '../../db/schema/support';
import { cleanPictures } from '../../lib/image-upload';
import { urlSigner } from '../../lib/signed-url';
import { HttpError } from '../../plugins/errors';
import type { Storage } from '../../plugins/storage';

/** Long enough to read a conversation; a copied link stops working soon after. */
export const ATTACHMENT_LINK_TTL_SECONDS = 15 * 60;
const FILE_NAME = /^[0-9a-f-]{36}\.webp$/;

/**
 * Support attachments: images only, with the avatars' checks (magic bytes, decoded and re-encoded
 * by sharp without metadata, the same size limit), kept in private storage under the
 * conversation, and read through short-lived signed URLs handed only to its member and admins.
 */
export function supportAttachments(storage: Storage, secret: string, log: FastifyBaseLogger) {
  const signer = urlSigner(secret, 'support-attachment');
  const keyOf = (conversationId: string, file: string) => `support/${conversationId}/${file}`;
  return {
    /** Every image checked before any is stored, so a bad second file stores nothing. */
    async store(conversationId: string, files: Buffer[]): Promise<StoredAttachment[]> {
      const clean = await cleanPictures(files);
      try {
        return await Promise.all(
          clean.map(async (webp) => {
            const key = keyOf(conversationId, `${randomUUID()}.webp`);
            await storage.putPrivate(key, webp.data, 'image/webp');
            return { key, width: webp.width, height: webp.height };
          }),
        );
      } catch (error) {
        log.error({ err: error }, 'support attachment upload failed');
        throw new HttpError(503, 'Failed to upload image. Please try again.');
      }
    },

    /** What a reader who may see the conversation gets: a signed link per image. */
    view(conversationId: string, stored: StoredAttachment, now = Date.now()): SupportAttachment {
      const file = stored.key.slice(stored.key.lastIndexOf('/') + 1);
      const { exp, sig } = signer.sign(stored.key, ATTACHMENT_LINK_TTL_SECONDS, now);
      return {
        url: `/api/support/conversations/${conversationId}/files/${file}?exp=${exp}&sig=${sig}`,
        width: stored.width,
        height: stored.height,
      };
    },

    /** The storage key behind a signed link, or null when the link is wrong or expired. */
    keyFor(conversationId: string, file: string, exp: number, sig: string): string | null {
      if (!FILE_NAME.test(file)) return null;
      const key = keyOf(conversationId, file);
      return signer.verify(key, exp, sig) ? key : null;
    },

    read: (key: string) => storage.getPrivate(key),
  };
}
export type SupportAttachments = ReturnType<typeof supportAttachments>;
