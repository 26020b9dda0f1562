// Web Push (go-live notifications): the browser's PushSubscription as JSON, and what the service
// worker receives. Keys are checked for their real sizes so a bad subscription fails here, with a
// 400, instead of later when the server encrypts a message for it.
import { z } from 'zod';

const base64url = (bytes: number, message: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, message)
    .refine((value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes, message);

export const PushSubscriptionBody = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'The push endpoint must be an https URL.' })
    .max(2048, 'The push endpoint is too long.'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret, as PushSubscription.toJSON() gives them.
    p256dh: base64url(65, 'The p256dh key must be a base64url P-256 public key.'),
    auth: base64url(16, 'The auth key must be a base64url 16-byte secret.'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const PushUnsubscribeBody = z.object({
  endpoint: z.string().min(1, 'Please give the endpoint to remove.').max(2048),
});
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBody>;

export const PushPublicKeyResponse = z.object({ publicKey: z.string() });
export type PushPublicKeyResponse = z.infer<typeof PushPublicKeyResponse>;

/** The JSON each push carries; the service worker shows `title` and opens `url` on a tap. */
export interface PushMessage {
  title: string;
  body?: string;
  url: string;
  tag?: string;
}
