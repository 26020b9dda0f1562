// Priority support (issue 30): the promise, limits and words both sides show. No zod here, so
// screens can import them cheaply.

export const SUPPORT_ABOUT_KINDS = ['order', 'ticket', 'payment'] as const;
export type SupportAboutKind = (typeof SUPPORT_ABOUT_KINDS)[number];
export const SUPPORT_ABOUT_LABELS: Readonly<Record<SupportAboutKind, string>> = {
  order: 'Order',
  ticket: 'Ticket',
  payment: 'Payment',
};

export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_STATUS_LABELS: Readonly<Record<SupportStatus, string>> = {
  open: 'Waiting for the team',
  answered: 'Answered',
  closed: 'Closed',
};

/** The first-response time promised to VIP members (the plan card's "Priority support"). */
export const VIP_FIRST_RESPONSE_HOURS = 24;
export const VIP_SUPPORT_PROMISE = `We answer VIP members within ${VIP_FIRST_RESPONSE_HOURS} hours.`;
/** Everyone else is answered in turn after VIP members; no time is promised. */
export const SUPPORT_PROMISE = 'We answer every message in turn; VIP members are answered first.';

export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_BODY_MAX = 5000;
export const SUPPORT_IMAGES_MAX = 3;
export const SUPPORT_PAGE_SIZE = 30;

export const SUPPORT_NOT_FOUND = 'That conversation was not found.';
export const SUPPORT_ABOUT_NOT_FOUND = 'That order, ticket or payment was not found.';
export const SUPPORT_ATTACHMENT_NOT_FOUND = 'That attachment was not found.';
