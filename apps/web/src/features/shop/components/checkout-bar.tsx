import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { useCart } from '../../../lib/cart/cart-context';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';
import { useReducedMotion } from '../../../lib/use-reduced-motion';

/**
 * 'Checkout · $90.00' pinned to the bottom of the cart, so the total and the way to pay are one
 * tap away however long the cart is. It takes the fan to the checkout form and steps aside once
 * that form is on screen, so there is never a second checkout button beside the real one.
 */
export function CheckoutBar({ target }: { target: RefObject<HTMLElement | null> }) {
  const t = useT();
  const format = useFormat();
  const { totalCents } = useCart();
  const reducedMotion = useReducedMotion();
  const [formInView, setFormInView] = useState(false);

  useEffect(() => {
    const el = target.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => setFormInView(Boolean(entry?.isIntersecting)),
      { rootMargin: '0px 0px -35% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [target]);

  function goToCheckout() {
    const el = target.current;
    if (!el) return;
    el.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    el.querySelector<HTMLInputElement>('input:not([type=hidden])')?.focus({ preventScroll: true });
  }

  return (
    <div
      data-testid="checkout-bar"
      hidden={formInView}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-white/10 bg-stage-900/85 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-lg"
    >
      <button
        type="button"
        onClick={goToCheckout}
        className="press mx-auto flex min-h-13 w-full max-w-xl items-center justify-center rounded-full bg-accent-fill text-base font-semibold text-white shadow-lg shadow-accent/20 hover:bg-accent-fill-strong"
      >
        {t('shop.checkoutTotal', { total: format.price(totalCents) })}
      </button>
    </div>
  );
}
