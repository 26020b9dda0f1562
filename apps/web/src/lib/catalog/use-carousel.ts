import { useCallback, useEffect, useRef, useState } from 'react';
import type { MouseEvent, PointerEvent } from 'react';
import { useReducedMotion } from '../use-reduced-motion';

// How far a finger must travel sideways before it counts as a swipe and not a tap.
const SWIPE_PX = 40;

/**
 * State for a looping carousel: wrap-around index, auto-advance (off under prefers-reduced-motion
 * or while paused), and pointer swipes that do not also trigger the slide's link.
 */
export function useCarousel(count: number, intervalMs: number) {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const start = useRef<number | null>(null);
  const swiped = useRef(false);

  const go = useCallback((to: number) => setIndex(((to % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const prev = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);

  const autoplay = !reducedMotion && !userPaused && !hovered;
  useEffect(() => {
    if (!autoplay) return;
    // Restarts on every slide change, so a manual move gets a full interval before the next one.
    const timer = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(timer);
  }, [autoplay, index, intervalMs, next]);

  const swipeHandlers = {
    onPointerDown: (event: PointerEvent) => {
      start.current = event.clientX;
      swiped.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      if (start.current === null) return;
      const dx = event.clientX - start.current;
      start.current = null;
      if (Math.abs(dx) < SWIPE_PX) return;
      swiped.current = true;
      if (dx < 0) next();
      else prev();
    },
    onPointerCancel: () => {
      start.current = null;
    },
    // The click that ends a swipe must not open the slide's link.
    onClickCapture: (event: MouseEvent) => {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
  };

  return {
    index,
    go,
    next,
    prev,
    swipeHandlers,
    /** Auto-advance is possible at all (the user has not asked for reduced motion). */
    canAutoplay: !reducedMotion,
    autoplay,
    paused: userPaused,
    togglePaused: () => setUserPaused((p) => !p),
  };
}
