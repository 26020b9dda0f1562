// Member import (issue 33): an admin uploads a CSV, sees a dry run, then confirms.
import { z } from 'zod';
import { TIERS } from '../roles';
import { NewPassword } from './auth';

export const IMPORT_MAX_BYTES = 1_000_000;
export const IMPORT_MAX_ROWS = 5000;
export const COMP_MONTHS_MAX = 36;

export const MemberImportBody = z
  .object({
    csv: z
      .string()
      .min(1, 'Choose a CSV file to import.')
      .max(IMPORT_MAX_BYTES, 'The CSV file is too large (at most 1 MB).'),
    /** How long the imported members' complimentary tier lasts. */
    months: z
      .number()
      .int()
      .min(1, `Choose from 1 to ${COMP_MONTHS_MAX} months.`)
      .max(COMP_MONTHS_MAX, `Choose from 1 to ${COMP_MONTHS_MAX} months.`),
  })
  .strict();
export type MemberImportBody = z.infer<typeof MemberImportBody>;

export const IMPORT_ACTIONS = ['create', 'update_comp', 'skip', 'invalid'] as const;

export const MemberImportRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  email: z.string(),
  name: z.string(),
  tier: z.enum(TIERS).nullable(),
  memberSince: z.string().nullable(),
  action: z.enum(IMPORT_ACTIONS),
  /** Why a row is skipped or invalid, in words for the admin. */
  reason: z.string().nullable(),
});
export type MemberImportRow = z.infer<typeof MemberImportRow>;

export const MemberImportResult = z.object({
  dryRun: z.boolean(),
  /** Which columns were read: 'patreon' when a Patreon members export was recognised. */
  format: z.enum(['fanclub', 'patreon']),
  rows: z.array(MemberImportRow),
  counts: z.object({
    create: z.number().int(),
    update_comp: z.number().int(),
    skip: z.number().int(),
    invalid: z.number().int(),
  }),
});
export type MemberImportResult = z.infer<typeof MemberImportResult>;

/** An imported member sets their password with the invitation's token. */
export const AcceptInviteBody = z
  .object({
    token: z.string().min(10).max(200),
    password: NewPassword,
  })
  .strict();
export const AcceptInviteResult = z.object({ email: z.string() });
