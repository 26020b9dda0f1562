import type { FastifyInstance } from 'fastify';
import type { InboxDeliverJob } from '../../lib/inbox-delivery';
import { INBOX_DELIVER_JOB } from '../../lib/inbox-delivery';
import { writeBatch } from '../../lib/write-batch';
import type { DomainEventMap } from '../../plugins/domain-events';
import type { Channels, DeliveredItem } from './channels';
import type { InboxRepository, NewInboxItem } from './inbox-repository';

/** Tells everyone else of an event at its public time (early event news). */
export const EVENT_PUBLIC_JOB = 'inbox.event-public';
interface EventPublicJob {
  eventId: string;
}

/** Longest preview of a comment in an inbox item (the item links to the whole thing). */
const PREVIEW_CHARS = 140;
const preview = (text: string) =>
  text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1).trimEnd()}…` : text;

/**
 * Inbox items for one member each, made from what other features report (domain events):
 * replies (the artist's above all), likes batched per post, a new event for everyone, an order
 * shipped, tickets ready. Each item is written once (its group key), then handed to the other
 * channels (push, e-mail) by the member's preferences.
 */
export function inboxListeners(
  app: FastifyInstance,
  { repo, channels }: { repo: InboxRepository; channels: Channels },
): void {
  const handOn = async (items: DeliveredItem[]) => {
    if (items.length > 0) await channels.delivered(items);
  };

  /**
   * Who hears of a comment: the author of the comment it answers, and the post's author (a reply
   * in a thread under their post is news to them too: the artist answering a fan who commented on
   * your post is the moment the club exists for). Never the commenter.
   */
  function commentRecipients(e: DomainEventMap['community.comment.published']) {
    const answered = e.parentId ? e.parentAuthorId : e.postAuthorId;
    const onMyPost = e.parentId ? e.postAuthorId : null;
    return [
      { userId: answered, answeredDirectly: true },
      { userId: onMyPost, answeredDirectly: false },
    ].filter(
      (r, i, all): r is { userId: string; answeredDirectly: boolean } =>
        !!r.userId && r.userId !== e.authorId && all.findIndex((o) => o.userId === r.userId) === i,
    );
  }

  function commentTitle(byArtist: boolean, name: string, directly: boolean, isReply: boolean) {
    if (byArtist) return directly ? 'The artist replied to you' : 'The artist replied on your post';
    if (!directly) return `${name} replied on your post`;
    return `${name} replied to your ${isReply ? 'comment' : 'post'}`;
  }

  /**
   * The items of comments published at the same moment, written in one statement and handed on
   * together (one preferences read, one push job): a busy post's comments would otherwise cost
   * three statements each. Each comment's handler still resolves once its items are handed on.
   * A batch that fails is written again one comment at a time, so one bad item (its member gone
   * meanwhile) fails only its own comment's handler, as before.
   */
  const deliverComment = writeBatch<NewInboxItem[], unknown>(async (batches) => {
    try {
      await handOn(await repo.deliverMany(batches.flat()));
      return batches.map(() => null);
    } catch (err) {
      if (batches.length === 1) return [err];
      return Promise.all(
        batches.map((items) =>
          repo
            .deliverMany(items)
            .then(handOn)
            .then(
              () => null,
              (one: unknown) => one,
            ),
        ),
      );
    }
  });

  async function commentPublished(e: DomainEventMap['community.comment.published']) {
    const recipients = commentRecipients(e);
    if (recipients.length === 0) return;
    // Read back only what the emitter did not send (every comment, on the hot path, sends both).
    const [name, text] = await Promise.all([
      e.authorName ?? repo.displayName(e.authorId),
      e.text ?? repo.commentText(e.commentId),
    ]);
    const failed = await deliverComment(
      recipients.map(({ userId, answeredDirectly }) => ({
        userId,
        kind: e.byArtist ? 'artist_reply' : 'reply',
        groupKey: `comment:${e.commentId}`,
        actorId: e.authorId,
        actorName: name,
        title: commentTitle(e.byArtist, name, answeredDirectly, e.parentId !== null),
        body: preview(text ?? ''),
        url: `/home/posts/${e.postId}#comment-${e.commentId}`,
      })),
    );
    if (failed) throw failed;
  }

  app.domainEvents.on('community.comment.published', commentPublished);

  app.domainEvents.on('community.post.liked', async ({ postId, userId, postAuthorId }) => {
    if (!postAuthorId || postAuthorId === userId) return;
    await handOn(await repo.likesOnPost(postId, postAuthorId, userId));
  });

  const eventNews = (eventId: string, title: string, early: boolean) => ({
    kind: 'event_announced' as const,
    groupKey: `event:${eventId}`,
    title: early ? 'Members hear first: new event announced' : 'New event announced',
    body: title,
    url: `/event/${eventId}`,
  });

  // Early event news (issue 30): Fan+ and VIP members hear of a new event at once, everyone else
  // at its public time, from a durable job that survives a restart. Who already has the item
  // (its group key) is not told twice.
  app.domainEvents.on('event.announced', async ({ eventId, title, publicAt }) => {
    const wait = publicAt ? Math.ceil((Date.parse(publicAt) - Date.now()) / 1000) : 0;
    if (wait <= 0) {
      await handOn(await repo.deliverToEveryone(eventNews(eventId, title, false)));
      return;
    }
    await handOn(
      await repo.deliverToEveryone(eventNews(eventId, title, true), { earlyOnly: true }),
    );
    await app.jobs.send<EventPublicJob>(
      EVENT_PUBLIC_JOB,
      { eventId },
      { startAfterSeconds: wait, singletonKey: `event-public:${eventId}` },
    );
  });
  void app.jobs.work<EventPublicJob>(EVENT_PUBLIC_JOB, async ({ eventId }) => {
    const event = await repo.eventForNews(eventId);
    // Deleted meanwhile: nobody else hears of it.
    if (!event) return;
    await handOn(await repo.deliverToEveryone(eventNews(eventId, event.title, false)));
  });

  // Items another feature decided on and queued (lib/inbox-delivery.ts), e.g. meet & greet results.
  void app.jobs.work<InboxDeliverJob>(INBOX_DELIVER_JOB, async ({ items }) => {
    await handOn(
      await repo.deliverMany(items.map((i) => ({ ...i, actorId: null, actorName: '' }))),
    );
  });

  app.domainEvents.on('order.shipped', async ({ orderId, userId }) => {
    await handOn(
      await repo.deliver({
        userId,
        kind: 'order_shipped',
        groupKey: `order-shipped:${orderId}`,
        actorId: null,
        actorName: '',
        title: 'Your order is on its way',
        body: `Order ${orderId.slice(0, 8)} has shipped.`,
        url: '/orders',
      }),
    );
  });

  app.domainEvents.on('tickets.ready', async ({ orderId, userId, eventTitle }) => {
    await handOn(
      await repo.deliver({
        userId,
        kind: 'ticket_ready',
        groupKey: `tickets:${orderId}`,
        actorId: null,
        actorName: '',
        title: 'Your tickets are ready',
        body: eventTitle,
        url: '/tickets',
      }),
    );
  });

  // Priority support (issue 30): each answer is news of its own, mailed at once by default.
  app.domainEvents.on('support.answered', async ({ conversationId, userId, subject, body }) => {
    await handOn(
      await repo.deliver({
        userId,
        kind: 'support_answer',
        groupKey: `support-answer:${conversationId}:${Date.now()}`,
        actorId: null,
        actorName: '',
        title: `Support answered: ${preview(subject)}`,
        body: preview(body),
        url: `/support/${conversationId}`,
      }),
    );
  });

  app.domainEvents.on('ticket.transferred', async ({ ticketId, userId, eventTitle }) => {
    await handOn(
      await repo.deliver({
        userId,
        kind: 'ticket_ready',
        // A ticket may come back to someone later: each arrival is news of its own.
        groupKey: `ticket-transfer:${ticketId}:${Date.now()}`,
        actorId: null,
        actorName: '',
        title: 'A ticket was transferred to you',
        body: eventTitle,
        url: '/tickets',
      }),
    );
  });
}
