/**
 * An order's life: pending → paid → shipped, or cancelled / failed. Only paid and shipped orders
 * count. Apart from the zod schemas so the web's admin screen can list them without loading zod.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'cancelled', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
