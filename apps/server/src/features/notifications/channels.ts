import type { InboxKind } from '@fanclub/shared/schemas/community';

/** Inbox items just written (one per recipient), handed to the other channels. */
export interface DeliveredItem {
  userId: string;
  kind: InboxKind;
  title: string;
  body: string;
  url: string;
}

/**
 * Push and e-mail for inbox items, by each member's preferences: the inbox writes an item, then
 * calls `delivered`, which queues the pushes (retried with backoff) and leaves e-mail to the daily
 * digest. Never throws into the caller: a failed push is the queue's business.
 */
export interface Channels {
  delivered(items: DeliveredItem[]): Promise<void>;
}

// PROVISIONAL (issue 29): replaced by the queue-backed channels.
export const noChannels: Channels = { async delivered() {} };
