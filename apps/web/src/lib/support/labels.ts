// The catalogue keys of a support conversation's status and subject, shown to the member and the
// team (SUPPORT_STATUS_LABELS and SUPPORT_ABOUT_LABELS of @fanclub/shared/support-texts, in English).
import type { SupportAboutKind, SupportStatus } from '@fanclub/shared/support-texts';
import type { MessageKey } from '../i18n/translator';

export const SUPPORT_STATUS_KEYS = {
  open: 'supportThread.statusOpen',
  answered: 'supportThread.statusAnswered',
  closed: 'supportThread.statusClosed',
} as const satisfies Record<SupportStatus, MessageKey>;

export const SUPPORT_ABOUT_KEYS = {
  order: 'supportThread.aboutOrder',
  ticket: 'supportThread.aboutTicket',
  payment: 'supportThread.aboutPayment',
} as const satisfies Record<SupportAboutKind, MessageKey>;
