import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SUPPORT_IMAGES_MAX } from '@fanclub/shared/support-texts';
import { MISSING_FILE, TOO_LARGE } from '../../lib/image-upload';
import { HttpError } from '../../plugins/errors';

export const TOO_MANY_IMAGES = `A message can have at most ${SUPPORT_IMAGES_MAX} images.`;
/** Far above 5,000 characters of any script in UTF-8; a longer field is refused, not cut. */
export const FIELD_MAX_BYTES = 64 * 1024;

const LIMIT_ERRORS: Record<string, [number, string]> = {
  FST_FILES_LIMIT: [400, TOO_MANY_IMAGES],
  FST_REQ_FILE_TOO_LARGE: [413, TOO_LARGE],
  FST_PARTS_LIMIT: [400, 'Too many form fields.'],
  FST_FIELDS_LIMIT: [400, 'Too many form fields.'],
};

/** The validation message in the same `field: problem` shape as the schema-checked routes. */
function fieldsOrThrow<T>(schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  const [field, problem] = Object.entries(fields)[0]!;
  throw new HttpError(400, `${field}: ${problem}`, fields);
}

/**
 * A support message's form: multipart/form-data text fields and up to SUPPORT_IMAGES_MAX files
 * named `images`, or the same fields as JSON for a message without images.
 */
export async function readMessageForm<T>(
  req: FastifyRequest,
  schema: z.ZodType<T>,
): Promise<{ fields: T; images: Buffer[] }> {
  if (!req.isMultipart()) return { fields: fieldsOrThrow(schema, req.body ?? {}), images: [] };
  const raw: Record<string, string> = {};
  const images: Buffer[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new HttpError(400, `${part.fieldname}: That is too long.`);
        if (typeof part.value === 'string') raw[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'images') {
        await part.toBuffer();
        throw new HttpError(400, 'Images are sent as files named images.');
      }
      if (images.length === SUPPORT_IMAGES_MAX) throw new HttpError(400, TOO_MANY_IMAGES);
      images.push(await part.toBuffer());
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const known = LIMIT_ERRORS[(error as { code?: string }).code ?? ''];
    if (known) throw new HttpError(known[0], known[1]);
    throw new HttpError(400, MISSING_FILE);
  }
  // An empty optional field from a form means "not given".
  for (const [key, value] of Object.entries(raw)) if (value === '') delete raw[key];
  return { fields: fieldsOrThrow(schema, raw), images };
}
