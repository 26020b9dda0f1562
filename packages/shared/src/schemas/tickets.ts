// Ticket transfers and the door check (issue 31). One ticket is one admission with its own QR.
import { z } from 'zod';
import { Email } from './auth';

/** POST /api/me/tickets/:id/transfer: the member the holder hands the ticket to. */
export const TicketTransferBody = z.object({ email: Email });
export type TicketTransferBody = z.infer<typeof TicketTransferBody>;

export const TicketTransferred = z.object({ message: z.string() });
export type TicketTransferred = z.infer<typeof TicketTransferred>;

/** A ticket code as the QR carries it: `<ticket uuid>.<expiry seconds>.<HMAC, base64url>`. */
export const TICKET_CODE_PATTERN = /^[0-9a-f-]{36}\.\d{1,12}\.[A-Za-z0-9_-]{20,100}$/i;
export const INVALID_TICKET_CODE = 'This is not a valid ticket code.';

/** POST /api/tickets/verify: door staff scan a ticket; a valid one is let in once. */
export const VerifyTicketBody = z.object({
  code: z.string().trim().max(200).regex(TICKET_CODE_PATTERN, INVALID_TICKET_CODE),
});
export type VerifyTicketBody = z.infer<typeof VerifyTicketBody>;

export const TicketAdmitted = z.object({
  ticketId: z.string(),
  eventTitle: z.string(),
  admittedAt: z.string(),
});
export type TicketAdmitted = z.infer<typeof TicketAdmitted>;
