import fp from 'fastify-plugin';

/**
 * What happened in one feature that others may react to. Features may not import each other
 * (lint rule), so they talk through these app-level events instead: live emits, notifications
 * (and later e-mail) listen.
 */
export interface DomainEventMap {
  'live.started': { streamId: string; userId: string; title: string };
  /** A live was scheduled or moved: its reminders go out at startsAt (notifications/live-reminders.ts). */
  'live.scheduled': { scheduledLiveId: string; startsAt: string };
  /**
   * A post became visible in the feed (published at once, or approved by a moderator). The inbox
   * fans an artist post out durably (posts.fanned_out_at is its outbox mark), not from this event
   * alone, so a crash between the commit and this event loses nothing.
   */
  'community.post.published': { postId: string; authorId: string; kind: 'artist' | 'fan' };
  /** A comment or reply became visible. parentAuthorId: the author of the comment it answers. */
  'community.comment.published': {
    commentId: string;
    postId: string;
    parentId: string | null;
    authorId: string;
    byArtist: boolean;
    postAuthorId: string | null;
    parentAuthorId: string | null;
    /** The author's public name and the comment's text when the emitter has them (no read-back). */
    authorName?: string;
    text?: string;
  };
  /** A member liked a post (not sent again for a repeated like). */
  'community.post.liked': { postId: string; userId: string; postAuthorId: string | null };
  /** Staff created an event that fans can see. */
  /** publicAt: until then only those who see events early (shared/access.ts) hear of it. */
  'event.announced': { eventId: string; title: string; publicAt: string | null };
  /** An admin scheduled a merch drop: its members hear of it at dropsAt (notifications/drop-news.ts). */
  'product.drop.scheduled': { productId: number; dropsAt: string };
  /** An order was marked shipped by an admin. */
  /** The team saved an artist post, event or product (issue 34: a provider may translate it). */
  'content.saved': { kind: 'post' | 'event' | 'product'; itemId: string };
  'order.shipped': { orderId: string; userId: string };
  /** A member's tickets were paid for and are ready in the app. */
  'tickets.ready': { orderId: string; userId: string; eventTitle: string };
  /** A member handed a ticket to another member (userId: the new holder). */
  'ticket.transferred': { ticketId: string; userId: string; eventTitle: string };
  /** The team answered a member's support conversation (issue 30). */
  'support.answered': { conversationId: string; userId: string; subject: string; body: string };
}

export type DomainEventName = keyof DomainEventMap;
type Handler<N extends DomainEventName> = (payload: DomainEventMap[N]) => Promise<void> | void;

export interface DomainEvents {
  on<N extends DomainEventName>(name: N, handler: Handler<N>): void;
  /**
   * Runs every handler without making the emitter wait or fail: callers fire and forget
   * (`void emit(...)`). The promise settles when all handlers have finished (tests await it);
   * it never rejects, a failing handler is logged instead.
   */
  emit<N extends DomainEventName>(name: N, payload: DomainEventMap[N]): Promise<void>;
  /** Resolves once no emit is running (app.jobs.settled() waits on it: a handler may queue a job). */
  settled(): Promise<void>;
  /** How many emits are running now. */
  pending(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    domainEvents: DomainEvents;
  }
}

export function createDomainEvents(log: { error(obj: object, msg: string): void }): DomainEvents {
  const handlers = new Map<DomainEventName, Handler<DomainEventName>[]>();
  const running = new Set<Promise<void>>();
  return {
    on(name, handler) {
      handlers.set(name, [...(handlers.get(name) ?? []), handler as Handler<DomainEventName>]);
    },
    async emit(name, payload) {
      const list = handlers.get(name) ?? [];
      const all = Promise.all(
        list.map(async (handler) => {
          try {
            await handler(payload);
          } catch (err) {
            log.error({ err, event: name }, 'domain event handler failed');
          }
        }),
      ).then(() => undefined);
      running.add(all);
      await all;
      running.delete(all);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
    pending: () => running.size,
  };
}

export const domainEventsPlugin = fp(
  async (app) => {
    app.decorate('domainEvents', createDomainEvents(app.log));
  },
  { name: 'domain-events' },
);
