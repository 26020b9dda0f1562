import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SUPPORT_IMAGES_MAX } from '@fanclub/shared/support-texts';
import { readImageForm } from '../../lib/image-form';

export const TOO_MANY_IMAGES = `A message can have at most ${SUPPORT_IMAGES_MAX} images.`;

/**
 * A support message's form: multipart/form-data text fields and up to SUPPORT_IMAGES_MAX files
 * named `images`, or the same fields as JSON for a message without images.
 */
export function readMessageForm<T>(
  req: FastifyRequest,
  schema: z.ZodType<T>,
): Promise<{ fields: T; images: Buffer[] }> {
  return readImageForm(req, {
    schema,
    maxImages: SUPPORT_IMAGES_MAX,
    tooManyImages: TOO_MANY_IMAGES,
    emptyMeansMissing: true,
  });
}
