import type { InboxKind } from '@fanclub/shared/schemas/community';

/**
 * A durable hand-over to the inbox: a feature that decides who hears of something sends this job
 * with the items; the notifications feature (inbox-listeners.ts) writes them and passes them on to
 * push and mail by each member's preferences. Items are written once per member and group key,
 * so a job run twice (a retry, a repeated send) tells nobody twice.
 */
export const INBOX_DELIVER_JOB = 'inbox.deliver';

export interface InboxDeliverJob {
  items: {
    userId: string;
    kind: InboxKind;
    groupKey: string;
    title: string;
    body: string;
    url: string;
  }[];
}
