import type { Page } from '@playwright/test';

/** Every element's CSS animation and transition durations, in ms, that are longer than ~0. */
export const longMotion = (page: Page) =>
  page.evaluate(() => {
    const ms = (list: string) =>
      Math.max(...list.split(',').map((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000)));
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const style = getComputedStyle(el);
      const animation = style.animationName !== 'none' ? ms(style.animationDuration) : 0;
      const transition = style.transitionProperty !== 'none' ? ms(style.transitionDuration) : 0;
      if (animation > 1 || transition > 1)
        out.push(
          `<${el.tagName.toLowerCase()} class="${el.getAttribute('class')}"> ${animation || transition} ms`,
        );
    }
    // Script-driven motion (the Web Animations API) is not reached by the stylesheet's rule.
    for (const a of document.getAnimations())
      if (a.playState === 'running' && Number(a.effect?.getComputedTiming().duration ?? 0) > 1)
        out.push(`a running animation of ${String(a.effect?.getComputedTiming().duration)} ms`);
    const playing = Array.from(document.querySelectorAll('video')).filter((v) => !v.paused);
    if (playing.length) out.push(`${playing.length} video(s) playing by themselves`);
    return out.slice(0, 5);
  });
