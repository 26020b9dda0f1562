import { z } from 'zod';
import type { Feature } from '@fanclub/shared/permissions';
import type { TranslationKind } from '@fanclub/shared/schemas/translations';

/**
 * Who may translate a kind: whoever manages it. Artist posts are written with postContent, events
 * with manageEvents (the admin event routes), products belong to the shop (manageOrders).
 */
export const ACCESS: Record<TranslationKind, Feature> = {
  post: 'postContent',
  event: 'manageEvents',
  product: 'manageOrders',
};

/** An item's id in a path: posts and events have uuids, products whole numbers (kept as text). */
export const ITEM_ID: Record<TranslationKind, z.ZodType<string>> = {
  post: z.uuid('That is not a post id.'),
  event: z.uuid('That is not an event id.'),
  product: z.coerce
    .number('That is not a product id.')
    .int('That is not a product id.')
    .positive('That is not a product id.')
    .transform(String),
};
