import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';

const ACTIONABLE = 'main a[href], main button, main input, main select, main textarea';
const GAP_PX = 8;

/**
 * When the bar appears (or another track loads into it), a control of the page that it would now
 * cover, such as the track page's Upgrade, is scrolled up just clear of it. The spacer under the
 * page makes that room; the control the listener just tapped stays on screen.
 */
export function useKeepControlsClear(bar: RefObject<HTMLElement | null>, trackId: string | null) {
  useLayoutEffect(() => {
    const top = bar.current?.getBoundingClientRect().top;
    if (top === undefined || trackId === null) return;
    const bottoms = [...document.querySelectorAll(ACTIONABLE)]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.height > 0 && r.bottom > top && r.top < window.innerHeight)
      .map((r) => r.bottom);
    if (bottoms.length === 0) return;
    const lift = Math.max(...bottoms) - top + GAP_PX;
    const tapped = document.activeElement?.closest('main')
      ? document.activeElement.getBoundingClientRect().top - GAP_PX
      : Infinity;
    const by = Math.min(lift, tapped);
    if (by > 0) window.scrollBy({ top: by, behavior: 'instant' });
  }, [bar, trackId]);
}
