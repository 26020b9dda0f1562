import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { useSession } from '../../../lib/session';
import { chatQueries } from '../api/live-chat-api';

/** Hearts in the air at once over the picture: a flood of taps stays a gentle stream. */
const MAX_FLOATING = 8;
const PER_UPDATE = 4;

/**
 * Hearts floating up the right edge of the live player as the stream's heart total rises
 * (everyone's, the viewer's own included). It only watches the chat panel's cached history;
 * it never fetches. Nothing is drawn with reduced motion: the chat's counter still says it.
 */
export function HeartsOverlay({
  streamId,
  className,
}: {
  streamId: string;
  /** Where the column of hearts sits in the frame (the full-screen viewer lifts it above the chat). */
  className?: string;
}) {
  const { session } = useSession();
  const { data } = useQuery({
    ...chatQueries.history(streamId, session?.user.id ?? null),
    enabled: false,
  });
  return <FloatingHearts total={data?.heartCount} className={className} />;
}

/**
 * Hearts floating up the right edge as `total` rises (a replay passes the hearts sent up to its
 * playback position, so they float when they were sent; a seek back floats none).
 */
export function FloatingHearts({
  total,
  className = 'right-2 bottom-14 h-2/3',
}: {
  total: number | undefined;
  className?: string | undefined;
}) {
  const reducedMotion = useReducedMotion();
  const seen = useRef<number | undefined>(undefined);
  const nextId = useRef(0);
  const [floating, setFloating] = useState<{ id: number; drift: number; left: number }[]>([]);

  useEffect(() => {
    const before = seen.current;
    seen.current = total;
    // The first total is history, not hearts arriving now.
    if (before === undefined || total === undefined || reducedMotion) return;
    const count = Math.min(total - before, PER_UPDATE);
    if (count <= 0) return;
    const added = Array.from({ length: count }, () => ({
      id: nextId.current++,
      drift: Math.round((Math.random() - 0.5) * 40),
      left: Math.round(Math.random() * 24),
    }));
    setFloating((current) => [...current, ...added].slice(-MAX_FLOATING));
  }, [total, reducedMotion]);

  const landed = useCallback(
    (id: number) => setFloating((current) => current.filter((h) => h.id !== id)),
    [],
  );

  if (reducedMotion) return null;
  return (
    <div
      aria-hidden
      className={`pointer-events-none absolute w-14 overflow-hidden ${className}`}
      data-testid="hearts-overlay"
    >
      {floating.map((heart, i) => (
        <span
          key={heart.id}
          data-testid="floating-heart"
          onAnimationEnd={() => landed(heart.id)}
          style={{
            left: heart.left,
            ['--drift' as string]: `${heart.drift}px`,
            animationDelay: `${(i % PER_UPDATE) * 120}ms`,
          }}
          className="absolute bottom-0 animate-heart-float text-accent opacity-0 drop-shadow-[0_2px_6px_rgb(0_0_0/0.5)]"
        >
          <Heart className="size-6 fill-current" />
        </span>
      ))}
    </div>
  );
}
