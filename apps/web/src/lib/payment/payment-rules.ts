/**
 * The payment forms check their fields with the server's own schemas
 * (packages/shared/src/schemas/billing.ts and commerce.ts), loaded when a form is first focused
 * or sent: zod is about 26 KB gzip, more than /subscribe's first-load budget (150 KB) leaves
 * room for. A field's message is therefore the one the server would answer with.
 */
export const loadPaymentRules = () => import('./payment-schemas');

export type PaymentRules = Awaited<ReturnType<typeof loadPaymentRules>>;
