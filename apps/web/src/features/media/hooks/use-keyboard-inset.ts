import { useEffect, useState } from 'react';

/**
 * How much of the layout viewport the on-screen keyboard covers, in CSS px. Phone browsers shrink
 * only the visual viewport when the keyboard opens, so something fixed to the bottom (the viewer's
 * chat composer) would sit under it; lifting it by this much keeps it in sight.
 */
export function useKeyboardInset(): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () =>
      setInset(Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop)));
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, []);
  return inset;
}
