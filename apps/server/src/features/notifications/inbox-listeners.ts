import type { FastifyInstance } from 'fastify';
import type { DomainEventMap } from '../../plugins/domain-events';
import type { Channels, DeliveredItem } from './channels';
import type { InboxRepository } from './inbox-repository';

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

  async function commentPublished(e: DomainEventMap['community.comment.published']) {
    // A reply answers the comment's author; a top-level comment answers the post's author.
    const recipient = e.parentId ? e.parentAuthorId : e.postAuthorId;
    if (!recipient || recipient === e.authorId) return;
    const [name, text] = await Promise.all([
      repo.displayName(e.authorId),
      repo.commentText(e.commentId),
    ]);
    await handOn(
      await repo.deliver({
        userId: recipient,
        kind: e.byArtist ? 'artist_reply' : 'reply',
        groupKey: `comment:${e.commentId}`,
        actorId: e.authorId,
        actorName: name,
        title: e.byArtist
          ? 'The artist replied to you'
          : `${name} replied to your ${e.parentId ? 'comment' : 'post'}`,
        body: preview(text ?? ''),
        url: `/home/posts/${e.postId}#comment-${e.commentId}`,
      }),
    );
  }

  app.domainEvents.on('community.comment.published', commentPublished);

  app.domainEvents.on('community.post.liked', async ({ postId, userId, postAuthorId }) => {
    if (!postAuthorId || postAuthorId === userId) return;
    await handOn(await repo.likesOnPost(postId, postAuthorId, userId));
  });

  app.domainEvents.on('event.announced', async ({ eventId, title }) => {
    await handOn(
      await repo.deliverToEveryone({
        kind: 'event_announced',
        groupKey: `event:${eventId}`,
        title: 'New event announced',
        body: title,
        url: `/event/${eventId}`,
      }),
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
}
