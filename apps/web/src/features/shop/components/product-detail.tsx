import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { addedToCartMessage } from '@fanclub/shared/cart';
import { formatPrice } from '@fanclub/shared/format';
import { PRODUCT_QUANTITY_MIN } from '@fanclub/shared/limits';
import type { Product } from '@fanclub/shared/schemas/catalog';
import { paths } from '../../../app/paths';
import { ArtImage } from '../../../components/ui/art-image';
import { productArtName } from '../../../lib/view-transition-names';
import { Button, buttonClass } from '../../../components/ui/button';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { Screen } from '../../../components/ui/screen';
import { SelectField } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { CartLink } from './cart-link';
import { useCart } from '../../../lib/cart/cart-context';
import { useConfirmation } from '../../../lib/use-confirmation';
import { productQueryOptions } from '../api/products-api';
import { fixedInStock, productChoice } from '../product-options';

function ProductBody({ product }: { product: Product }) {
  const { add } = useCart();
  const choice = productChoice(product);
  const [picked, setPicked] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(PRODUCT_QUANTITY_MIN);
  const selected = picked ?? choice.defaultValue;
  const canAdd = choice.label ? selected !== null : fixedInStock(product);
  const [added, confirmAdded] = useConfirmation();

  function addToCart() {
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
    toast.success(addedToCartMessage(quantity, product.name));
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
      <h1 className="mt-5 font-display text-2xl font-bold">{product.name}</h1>
      <p className="mt-1 text-sm text-stage-300">Colour: {product.colour}</p>
      <p className="mt-2 text-2xl font-bold">{formatPrice(product.priceCents)}</p>
      <div className="mt-6 flex flex-col gap-5">
        {choice.label && (
          <SelectField
            label={choice.label}
            value={selected ?? ''}
            onValueChange={setPicked}
            options={choice.options}
          />
        )}
        {!choice.label && choice.fixedValue === 'Digital' && (
          <p className="text-sm text-stage-300">Format: Digital</p>
        )}
        <div className="flex items-center justify-between">
          <span className="text-sm font-medium text-stage-300">Quantity</span>
          <QuantityStepper
            label="Quantity"
            value={quantity}
            onChange={setQuantity}
            min={PRODUCT_QUANTITY_MIN}
          />
        </div>
        <Button onClick={addToCart} disabled={!canAdd} className="w-full">
          {!canAdd ? 'Out of Stock' : added ? 'Added ✓' : 'Add To Cart'}
        </Button>
      </div>
      <section className="mt-8 rounded-2xl border border-white/5 bg-stage-800 p-4">
        <h2 className="mb-2 text-lg font-semibold">Description</h2>
        <p className="leading-relaxed text-stage-300">{product.description}</p>
      </section>
    </>
  );
}

/** Shared body of /product-tee and /product-vinyl; the choice offered follows the product itself. */
export function ProductDetail({ id, nameHint }: { id: number; nameHint: string | null }) {
  const query = useQuery(productQueryOptions(id));
  return (
    <Screen
      back={{ to: paths.shopList, label: 'Back to Shop' }}
      actions={<CartLink className="ml-auto" />}
      className="pb-10"
    >
      {query.isPending && (
        <div className="grid min-h-[50dvh] place-items-center">
          <h1 className="sr-only">{nameHint ?? 'Product'}</h1>
          <Spinner label="Loading product" className="scale-150" />
        </div>
      )}
      {query.isError && (
        <div
          role="alert"
          className="flex min-h-[50dvh] flex-col items-center justify-center gap-4 text-center"
        >
          <h1 className="font-display text-2xl font-bold">Product Not Found</h1>
          <p className="text-stage-300">We couldn&apos;t load this item.</p>
          <Link to={paths.shopList} className={buttonClass('primary')}>
            Back to Shop
          </Link>
        </div>
      )}
      {query.isSuccess && <ProductBody key={query.data.id} product={query.data} />}
    </Screen>
  );
}
