import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../plugins/errors';
import { MISSING_FILE, TOO_LARGE } from './image-upload';

/** Far above 5,000 characters of any script in UTF-8; a longer field is refused, not cut. */
export const FIELD_MAX_BYTES = 64 * 1024;

export interface ImageFormRules<T> {
  schema: z.ZodType<T>;
  maxImages: number;
  /** The answer for one image too many, in the form's own words ("A post can have at most …"). */
  tooManyImages: string;
  /** An empty text field from a form means "not given" (a JSON body leaves it out). */
  emptyMeansMissing?: boolean;
}

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
 * A form with pictures, as posts and support messages send it: multipart/form-data text fields
 * and up to `maxImages` files named `images`, or the same fields as JSON without images. Files
 * are read into memory one by one under the multipart limits the routes register; what breaks a
 * limit is a 4xx in the form's words, never a 500.
 */
export async function readImageForm<T>(
  req: FastifyRequest,
  rules: ImageFormRules<T>,
): Promise<{ fields: T; images: Buffer[] }> {
  if (!req.isMultipart())
    return { fields: fieldsOrThrow(rules.schema, req.body ?? {}), images: [] };
  const limitErrors: Record<string, [number, string]> = {
    FST_FILES_LIMIT: [400, rules.tooManyImages],
    FST_REQ_FILE_TOO_LARGE: [413, TOO_LARGE],
    FST_PARTS_LIMIT: [400, 'Too many form fields.'],
    FST_FIELDS_LIMIT: [400, 'Too many form fields.'],
  };
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
      if (images.length === rules.maxImages) throw new HttpError(400, rules.tooManyImages);
      images.push(await part.toBuffer());
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const known = limitErrors[(error as { code?: string }).code ?? ''];
    if (known) throw new HttpError(known[0], known[1]);
    // A broken multipart body (no boundary, cut short): nothing usable arrived.
    throw new HttpError(400, MISSING_FILE);
  }
  if (rules.emptyMeansMissing)
    for (const [key, value] of Object.entries(raw)) if (value === '') delete raw[key];
  return { fields: fieldsOrThrow(rules.schema, raw), images };
}
