import { useCallback, useEffect, useRef, useState } from 'react';
import { Heart } from 'lucide-react';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';

const FLOAT_MS = 1_400;
/** At most this many hearts in the air at once, so a flood of taps stays cheap to draw. */
const MAX_FLOATING = 12;

/** One heart drifting up and fading out; removes itself when its animation ends. */
function FloatingHeart({
  id,
  drift,
  onDone,
}: {
  id: number;
  drift: number;
  onDone: (id: number) => void;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el?.animate) return void onDone(id);
    const animation = el.animate(
      [
        { transform: 'translate(0, 0) scale(0.6)', opacity: 0 },
        { transform: `translate(${drift / 3}px, -30px) scale(1)`, opacity: 1, offset: 0.2 },
        { transform: `translate(${drift}px, -120px) scale(1.1)`, opacity: 0 },
      ],
      { duration: FLOAT_MS, easing: 'ease-out' },
    );
    animation.onfinish = () => onDone(id);
    return () => animation.cancel();
  }, [id, drift, onDone]);
  return (
    <span
      ref={ref}
      aria-hidden
      className="pointer-events-none absolute bottom-2 left-1/2 -ml-2.5 text-accent opacity-0"
    >
      <Heart className="size-5 fill-current" />
    </span>
  );
}

/**
 * The heart button and the stream's running total. Each heart (the viewer's own taps and, a few
 * at a time, everyone else's) floats up from the button; with reduced motion only the total moves.
 */
export function ChatHearts({
  total,
  canSend,
  onHeart,
}: {
  total: number;
  canSend: boolean;
  onHeart: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const reducedMotion = useReducedMotion();
  const [floating, setFloating] = useState<{ id: number; drift: number }[]>([]);
  const nextId = useRef(0);
  const seenTotal = useRef(total);

  const landed = useCallback(
    (id: number) => setFloating((current) => current.filter((h) => h.id !== id)),
    [],
  );

  const launch = useCallback(
    (count: number) => {
      if (reducedMotion || count <= 0) return;
      const added = Array.from({ length: count }, () => ({
        id: nextId.current++,
        drift: Math.round((Math.random() - 0.5) * 60),
      }));
      setFloating((current) => [...current, ...added].slice(-MAX_FLOATING));
    },
    [reducedMotion],
  );

  // Other people's hearts: the total rose by more than our own taps account for. (A change of
  // the motion preference re-runs this with nothing new to show.)
  useEffect(() => {
    const delta = total - seenTotal.current;
    seenTotal.current = total;
    if (delta > 0) launch(Math.min(delta, 3));
  }, [total, launch]);

  const tap = () => {
    seenTotal.current += 1;
    launch(1);
    onHeart();
  };

  return (
    <div className="relative flex items-center gap-2">
      {floating.map((heart) => (
        <FloatingHeart key={heart.id} id={heart.id} drift={heart.drift} onDone={landed} />
      ))}
      <span className="text-sm font-semibold tabular-nums" data-testid="heart-total">
        {format.count(total)}
        <span className="sr-only">{t('media.heartsSuffix', { count: total })}</span>
      </span>
      <button
        type="button"
        aria-label={t('media.sendHeart')}
        disabled={!canSend}
        onClick={tap}
        className="relative inline-flex size-11 items-center justify-center rounded-full bg-accent-soft text-accent transition-transform hover:bg-accent/25 active:scale-90 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <Heart aria-hidden className="size-5 fill-current" />
      </button>
    </div>
  );
}
