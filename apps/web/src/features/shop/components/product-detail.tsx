import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { memberPriceCents, merchDiscountPercent, sizeLabel } from '@fanclub/shared/cart';
import { PRODUCT_QUANTITY_MIN, TOTE_SIZE } from '@fanclub/shared/limits';
import type { Product } from '@fanclub/shared/schemas/catalog';
import { paths } from '../../../app/paths';
import { ArtImage } from '../../../components/ui/art-image';
import { productArtName } from '../../../lib/view-transition-names';
import { SeeOriginalButton, useSeeOriginal } from '../../../lib/i18n/see-original';
import { Button, buttonClass } from '../../../components/ui/button';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { Screen } from '../../../components/ui/screen';
import { SelectField } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { CartLink } from './cart-link';
import { useCart } from '../../../lib/cart/cart-context';
import { useSession } from '../../../lib/session';
import { useConfirmation } from '../../../lib/use-confirmation';
import { productQueryOptions } from '../api/products-api';
import { fixedInStock, productChoice } from '../product-options';
import { dropVerdict, isDrop } from '@fanclub/shared/drops';
import { DropAction, DropBanner, dropRuleOf, useDropClock } from './drop-panel';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';

/**
 * The price as the shop grid shows it: a VIP sees what they pay (the member price, from the same
 * shared function the server charges with) over the list price; everyone else sees the list price
 * and the VIP price beside it.
 */
function ProductPrice({ priceCents }: { priceCents: number }) {
  const t = useT();
  const { price } = useFormat();
  const { tier } = useSession();
  const ownPercent = merchDiscountPercent(tier);
  if (ownPercent > 0) {
    return (
      <p className="mt-2 flex flex-wrap items-baseline gap-x-2 gap-y-1" data-testid="product-price">
        <span className="text-2xl font-bold">
          {price(memberPriceCents(priceCents, ownPercent))}
        </span>
        <span className="rounded-full bg-tier-vip/15 px-2 py-0.5 text-xs font-semibold text-tier-vip">
          {t('shop.vipPriceTag')}
        </span>
        <s className="text-sm text-stage-300">
          <span className="sr-only">{t('shop.insteadOf')}</span>
          {price(priceCents)}
        </s>
      </p>
    );
  }
  return (
    <p className="mt-2 flex flex-wrap items-baseline gap-x-2 gap-y-1" data-testid="product-price">
      <span className="text-2xl font-bold">{price(priceCents)}</span>
      <span
        className="rounded-full bg-tier-vip/15 px-2 py-0.5 text-xs font-semibold text-tier-vip"
        data-testid="member-price"
      >
        {t('shop.vipPrice', {
          price: price(memberPriceCents(priceCents, merchDiscountPercent('vip'))),
        })}
      </span>
    </p>
  );
}

function ProductBody({ product }: { product: Product }) {
  const t = useT();
  const { add } = useCart();
  const { session, tier } = useSession();
  const rule = dropRuleOf(product);
  const now = useDropClock(rule.dropsAt);
  const buyer = session && tier ? { subscriptionTier: tier } : null;
  const verdict = dropVerdict(buyer, rule, now);
  const limit = rule.perMemberLimit;
  const choice = productChoice(product);
  // productChoice names the choice in code ('Size' | 'Format'); the page says it in the reader's words.
  const optionName =
    choice.label === 'Size'
      ? t('shopping.optionSize')
      : choice.label === 'Format'
        ? t('shopping.optionFormat')
        : '';
  const [picked, setPicked] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(PRODUCT_QUANTITY_MIN);
  const [pickerOpen, setPickerOpen] = useState(false);
  const selected = picked ?? choice.defaultValue;
  const inStock = choice.label ? choice.options.some((o) => !o.disabled) : fixedInStock(product);
  // A size is never preselected: until the fan picks one the button says so and opens the picker.
  const mustChoose = inStock && choice.label !== null && selected === null;
  const [added, confirmAdded] = useConfirmation();
  const original = useSeeOriginal();
  const shown = original.shownOf(product);

  function addToCart() {
    if (mustChoose) {
      setPickerOpen(true);
      return;
    }
    const size = choice.label ? selected : choice.fixedValue;
    if (size === null) return;
    add(
      {
        id: product.id,
        name: product.name,
        color: product.colour,
        size,
        priceCents: product.priceCents,
        image: product.image?.url ?? '',
      },
      quantity,
    );
    toast.success(t('shopping.addedToCart', { quantity, name: product.name }));
    confirmAdded();
  }

  return (
    <>
      <div className="-mx-4 overflow-hidden bg-stage-800 sm:mx-0 sm:rounded-2xl">
        <ArtImage
          image={product.image}
          alt={product.name}
          priority
          sizes="(min-width: 36rem) 36rem, 100vw"
          className="aspect-square w-full object-cover"
          transitionName={productArtName(product.id)}
        />
      </div>
      <h1 className="mt-5 font-display text-2xl font-bold">{shown.name}</h1>
      <p className="mt-1 text-sm text-stage-300">
        {t('shopping.colour', { colour: product.colour })}
      </p>
      <ProductPrice priceCents={product.priceCents} />
      {isDrop(rule) && <DropBanner rule={rule} now={now} />}
      <div className="mt-6 flex flex-col gap-5">
        {choice.label && (
          <SelectField
            label={optionName}
            value={selected ?? ''}
            onValueChange={setPicked}
            options={choice.options}
            placeholder={t('shopping.chooseA', { option: optionName.toLowerCase() })}
            open={pickerOpen}
            onOpenChange={setPickerOpen}
          />
        )}
        {!choice.label && choice.fixedValue === TOTE_SIZE && (
          <p className="text-sm text-stage-300">
            {t('shopping.size', { size: sizeLabel(TOTE_SIZE) })}
          </p>
        )}
        {!choice.label && choice.fixedValue === 'Digital' && (
          <p className="text-sm text-stage-300">{t('shopping.formatDigital')}</p>
        )}
        {/* Nothing to choose for someone the drop refuses; before the drop, what they will choose. */}
        {verdict !== 'tier' && verdict !== 'sign-in' && (
          <>
            <div className="flex items-center justify-between">
              <span className="text-sm font-medium text-stage-300">{t('shopping.quantity')}</span>
              <QuantityStepper
                label={t('shopping.quantity')}
                value={quantity}
                onChange={setQuantity}
                min={PRODUCT_QUANTITY_MIN}
                {...(limit !== null ? { max: limit } : {})}
              />
            </div>
            {limit !== null && (
              <p className="text-sm text-stage-300">{t('shopping.dropLimitNote', { limit })}</p>
            )}
          </>
        )}
        {verdict !== 'ok' ? (
          <DropAction
            productId={product.id}
            rule={rule}
            verdict={verdict}
            atDrop={dropVerdict(buyer, rule, rule.dropsAt ?? now)}
          />
        ) : (
          <Button onClick={addToCart} disabled={!inStock} className="w-full">
            {!inStock
              ? t('shopping.outOfStock')
              : mustChoose
                ? t('shopping.chooseA', { option: optionName.toLowerCase() })
                : added
                  ? t('shopping.added')
                  : t('shopping.addToCart')}
          </Button>
        )}
      </div>
      <section className="mt-8 rounded-2xl border border-white/5 bg-stage-800 p-4">
        <h2 className="mb-2 text-lg font-semibold">{t('shopping.description')}</h2>
        <p className="leading-relaxed text-stage-300">{shown.description}</p>
        {product.original && (
          <SeeOriginalButton
            showOriginal={original.showOriginal}
            onToggle={original.toggle}
            seeOriginal={t('shopping.seeOriginal')}
            seeTranslation={t('shopping.seeTranslation')}
          />
        )}
      </section>
    </>
  );
}

/** Shared body of /product-tee and /product-vinyl; the choice offered follows the product itself. */
export function ProductDetail({ id, nameHint }: { id: number; nameHint: string | null }) {
  const t = useT();
  const query = useQuery(productQueryOptions(id));
  return (
    <Screen
      back={{ to: paths.shopList, label: t('shopping.backToShop') }}
      actions={<CartLink className="ml-auto" />}
      className="pb-10"
    >
      {query.isPending && (
        <div className="grid min-h-[50dvh] place-items-center">
          <h1 className="sr-only">{nameHint ?? t('shopping.product')}</h1>
          <Spinner label={t('shopping.loadingProduct')} className="scale-150" />
        </div>
      )}
      {query.isError && (
        <div
          role="alert"
          className="flex min-h-[50dvh] flex-col items-center justify-center gap-4 text-center"
        >
          <h1 className="font-display text-2xl font-bold">{t('shopping.notFound')}</h1>
          <p className="text-stage-300">{t('shopping.loadFailed')}</p>
          <Link to={paths.shopList} className={buttonClass('primary')}>
            {t('shopping.backToShop')}
          </Link>
        </div>
      )}
      {query.isSuccess && <ProductBody key={query.data.id} product={query.data} />}
    </Screen>
  );
}
