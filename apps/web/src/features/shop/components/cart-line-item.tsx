import { Trash2 } from 'lucide-react';
import type { CartLine } from '@fanclub/shared/cart';
import { lineKey, memberPriceCents, sizeLabel } from '@fanclub/shared/cart';
import { CART_LINE_QUANTITY_MAX, PRODUCT_QUANTITY_MIN } from '@fanclub/shared/limits';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { useCart } from '../../../lib/cart/cart-context';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';

const FALLBACK_IMAGE = '/media/placeholder-800.webp';

export function CartLineItem({ line }: { line: CartLine }) {
  // discountPercent is the server's (the member's tier); the unit price shown is the one it charges.
  const t = useT();
  const format = useFormat();
  const { setQuantity, remove, discountPercent } = useCart();
  const key = lineKey(line);
  const unitCents = memberPriceCents(line.priceCents, discountPercent);
  // Several lines can share a name (other sizes), so the controls name the size too.
  const what = [line.name, line.size].filter(Boolean).join(', ');
  return (
    <li className="flex gap-3 rounded-2xl border border-white/5 bg-stage-800 p-3">
      <img
        src={line.image || FALLBACK_IMAGE}
        alt=""
        width={80}
        height={80}
        loading="lazy"
        onError={(event) => {
          // Swap once only: if the placeholder fails too, retrying would loop forever.
          const img = event.currentTarget;
          if (img.dataset.fallback) return;
          img.dataset.fallback = 'true';
          img.src = FALLBACK_IMAGE;
        }}
        className="size-20 shrink-0 rounded-xl bg-stage-700 object-cover"
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h2 className="truncate font-medium">{line.name}</h2>
            <p className="text-sm text-stage-300">
              {[line.color, line.size && sizeLabel(line.size)].filter(Boolean).join(' · ')}
            </p>
          </div>
          <button
            type="button"
            onClick={() => remove(key)}
            aria-label={t('shop.removeLine', { what })}
            className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stage-300 hover:bg-white/10 hover:text-red-300"
          >
            <Trash2 aria-hidden className="size-5" />
          </button>
        </div>
        <div className="mt-1 flex items-center justify-between">
          <span className="flex flex-wrap items-baseline gap-x-2" data-testid="line-price">
            <span className="font-semibold">{format.price(unitCents)}</span>
            {unitCents !== line.priceCents && (
              <>
                <span className="text-xs font-semibold text-tier-vip">{t('shop.vipPriceTag')}</span>
                <s className="text-xs text-stage-300">
                  <span className="sr-only">{t('shop.insteadOf')}</span>
                  {format.price(line.priceCents)}
                </s>
              </>
            )}
          </span>
          <QuantityStepper
            size="sm"
            label={t('shop.quantityOf', { what })}
            decreaseLabel={t('shop.decreaseOf', { what })}
            increaseLabel={t('shop.increaseOf', { what })}
            value={line.quantity}
            min={PRODUCT_QUANTITY_MIN}
            max={CART_LINE_QUANTITY_MAX}
            onChange={(quantity) => setQuantity(key, quantity)}
          />
        </div>
      </div>
    </li>
  );
}
