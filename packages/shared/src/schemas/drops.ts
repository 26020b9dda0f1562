// Merch drops (issue 30): the admin's drop form, the admin list, and "Notify me".
import { z } from 'zod';
import { COLOURS } from '../format';
import { DROP_PER_MEMBER_MAX, DROP_STOCK_MAX } from '../limits';
import { TIERS } from '../roles';
import { Timestamp } from './common';

export const DROP_LIMIT_MESSAGE = `Enter a whole number per member, from 1 to ${DROP_PER_MEMBER_MAX}.`;
export const DROP_STOCK_MESSAGE = `Enter a whole number in stock, from 1 to ${DROP_STOCK_MAX.toLocaleString('en-US')}.`;

/** A new drop: a one-size item (poster, tote, pin…) for a tier, on sale at a time, with a stock and a cap. */
export const CreateDropBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter a name for the drop.')
    .max(120, 'Please keep the name to 120 characters.'),
  description: z.string().trim().max(2000, 'Please keep the description to 2,000 characters.'),
  priceCents: z
    .number('Please enter a price.')
    .int('Please enter a price in whole cents.')
    .min(0, 'The price cannot be negative.')
    .max(1_000_000, 'Please enter a price up to $10,000.'),
  colour: z.enum(COLOURS, 'Please choose a colour.'),
  /** Null: everyone may buy it at the drop. */
  requiredTier: z.enum(TIERS, 'Please choose who may buy it.').nullable(),
  dropsAt: z.iso.datetime({ offset: true, error: 'Please choose a drop date and time.' }),
  perMemberLimit: z
    .number(DROP_LIMIT_MESSAGE)
    .int(DROP_LIMIT_MESSAGE)
    .min(1, DROP_LIMIT_MESSAGE)
    .max(DROP_PER_MEMBER_MAX, DROP_LIMIT_MESSAGE)
    .nullable(),
  stock: z
    .number(DROP_STOCK_MESSAGE)
    .int(DROP_STOCK_MESSAGE)
    .min(1, DROP_STOCK_MESSAGE)
    .max(DROP_STOCK_MAX, DROP_STOCK_MESSAGE),
});
export type CreateDropBody = z.infer<typeof CreateDropBody>;

/** A drop as the admin list shows it: its rules, what is left and how many asked to be told. */
export const AdminDrop = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  priceCents: z.number().int(),
  requiredTier: z.enum(TIERS).nullable(),
  dropsAt: Timestamp.nullable(),
  perMemberLimit: z.number().int().nullable(),
  stock: z.number().int(),
  watchers: z.number().int(),
});
export type AdminDrop = z.infer<typeof AdminDrop>;

/** Whether the signed-in member asked to be told of the drop. */
export const DropNotify = z.object({ notify: z.boolean() });
export type DropNotify = z.infer<typeof DropNotify>;
