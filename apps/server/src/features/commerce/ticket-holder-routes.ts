import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TicketAdmitted,
  TicketTransferBody,
  TicketTransferred,
  VerifyTicketBody,
} from '@fanclub/shared/schemas/tickets';
import { member } from '../../lib/access';
import type { TicketHolderService } from './ticket-holder-service';

const TicketParams = z.object({ id: z.string().min(1).max(200) });

/** Transfers by the holder and the door check by staff (built by plugin.ts). Never cached. */
export const ticketHolderRoutes: FastifyPluginAsyncZod<{ holders: TicketHolderService }> = async (
  app,
  { holders },
) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/api/me/tickets/:id/transfer',
    {
      config: { access: 'signedIn', abuseLimit: 'ticketTransfer' },
      schema: {
        params: TicketParams,
        body: TicketTransferBody,
        response: { 200: TicketTransferred },
      },
    },
    async (req) => holders.transfer(member(req), req.params.id, req.body.email),
  );

  // Door staff (issue 30: admin, artist and the 'staff' role); the scanner uses features/door.
  app.post(
    '/api/tickets/verify',
    {
      config: { access: 'checkIn' },
      schema: { body: VerifyTicketBody, response: { 200: TicketAdmitted } },
    },
    async (req) => holders.admit(req.body.code),
  );
};
