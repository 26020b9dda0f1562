// Where an order goes and how it travels (issue 31): the address the checkout takes, the carrier
// and tracking number an admin enters when shipping, and the state a step answers with.
import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status';

/** Where a merch order goes. Orders placed before city, state and name were asked lack them. */
export const ShippingAddress = z.object({
  recipientName: z.string().optional(),
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  city: z.string().optional(),
  region: z.string().optional(),
  shippingZip: z.string(),
  country: z.string(),
});
export type ShippingAddress = z.infer<typeof ShippingAddress>;

/** POST /api/admin/orders/:id/ship: the carrier and its tracking number, as the admin typed them. */
export const ShipOrderBody = z.object({
  carrier: z
    .string()
    .trim()
    .min(1, 'Please enter the carrier.')
    .max(40, 'That carrier name is too long.'),
  trackingNumber: z
    .string()
    .trim()
    .min(4, 'Please enter the tracking number.')
    .max(40, 'That tracking number is too long.')
    .regex(/^[A-Za-z0-9 -]+$/, 'A tracking number has only letters, digits, spaces and dashes.'),
});
export type ShipOrderBody = z.infer<typeof ShipOrderBody>;

export const Tracking = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  shippedAt: z.string(),
});
export type Tracking = z.infer<typeof Tracking>;

/** The answer to ship and deliver: the order's new state. */
export const OrderStateChanged = z.object({ id: z.string(), status: z.enum(ORDER_STATUSES) });
