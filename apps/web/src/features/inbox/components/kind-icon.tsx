import {
  BadgeCheck,
  CalendarDays,
  Heart,
  LifeBuoy,
  Megaphone,
  MessageCircle,
  Package,
  Radio,
  ShoppingBag,
  Sparkles,
  Ticket,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { InboxKind } from '@fanclub/shared/schemas/community';

const KINDS: Readonly<Record<InboxKind, { Icon: LucideIcon; tone: string }>> = {
  artist_post: { Icon: Megaphone, tone: 'bg-accent-soft text-accent-strong' },
  artist_reply: { Icon: BadgeCheck, tone: 'bg-sky-400/15 text-sky-300' },
  reply: { Icon: MessageCircle, tone: 'bg-violet-400/15 text-violet-300' },
  post_like: { Icon: Heart, tone: 'bg-rose-400/15 text-rose-300' },
  live_started: { Icon: Radio, tone: 'bg-red-500/15 text-red-300' },
  event_announced: { Icon: CalendarDays, tone: 'bg-amber-400/15 text-amber-300' },
  order_shipped: { Icon: Package, tone: 'bg-emerald-400/15 text-emerald-300' },
  ticket_ready: { Icon: Ticket, tone: 'bg-teal-400/15 text-teal-300' },
  support_answer: { Icon: LifeBuoy, tone: 'bg-indigo-400/15 text-indigo-300' },
  merch_drop: { Icon: ShoppingBag, tone: 'bg-tier-vip/15 text-tier-vip' },
  meet_greet: { Icon: Sparkles, tone: 'bg-amber-300/15 text-amber-200' },
};

/** A round, tinted icon per kind, so the list can be scanned without reading. */
export function KindIcon({ kind, size = 'md' }: { kind: InboxKind; size?: 'md' | 'sm' }) {
  const { Icon, tone } = KINDS[kind];
  const frame = size === 'md' ? 'size-11' : 'size-9';
  return (
    <span className={`grid ${frame} shrink-0 place-items-center rounded-full ${tone}`}>
      <Icon aria-hidden className={size === 'md' ? 'size-5' : 'size-4.5'} />
    </span>
  );
}
