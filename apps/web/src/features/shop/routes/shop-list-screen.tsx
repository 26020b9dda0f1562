import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { memberPriceCents, merchDiscountPercent } from '@fanclub/shared/cart';
import { formatPrice } from '@fanclub/shared/format';
import { ArtImage } from '../../../components/ui/art-image';
import { Button } from '../../../components/ui/button';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { CartLink } from '../components/cart-link';
import { productLink } from '../../../lib/catalog/product-link';
import { productArtName } from '../../../lib/view-transition-names';

/** 'VIP $31.50': what a VIP pays, from the same member price the server charges with. */
const vipPrice = (priceCents: number) =>
  formatPrice(memberPriceCents(priceCents, merchDiscountPercent('vip')));
import { catalogQueries } from '../../../lib/catalog/catalog-queries';

export function ShopListScreen() {
  const query = useQuery(catalogQueries.products());
  return (
    <Screen title="Merch" actions={<CartLink />} className="pb-6">
      {query.isPending && <Spinner label="Loading merch" className="py-10" />}
      {query.isError && (
        <div role="alert" className="rounded-2xl bg-stage-800 p-4 text-sm text-stage-300">
          <p>We couldn&apos;t load the shop.</p>
          <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {query.isSuccess && query.data.length === 0 && (
        <p className="rounded-2xl bg-stage-800 p-4 text-sm text-stage-300">
          No merch available right now.
        </p>
      )}
      {query.isSuccess && query.data.length > 0 && (
        <ul className="grid grid-cols-2 gap-3">
          {query.data.map((product, index) => (
            <li key={product.id}>
              <Link
                to={productLink(product)}
                viewTransition
                className="press block overflow-hidden rounded-2xl border border-white/5 bg-stage-800 hover:bg-stage-700"
              >
                <ArtImage
                  image={product.image}
                  alt=""
                  priority={index < 2}
                  sizes="(min-width: 36rem) 18rem, 50vw"
                  className="aspect-square w-full bg-stage-700 object-cover"
                  transitionName={productArtName(product.id)}
                />
                <div className="p-3">
                  <h2 className="min-h-10 wrap-anywhere text-sm leading-5 font-medium">
                    {product.name}
                  </h2>
                  <p className="mt-1 flex flex-wrap items-baseline gap-x-2 gap-y-1">
                    <span className="font-semibold text-accent">
                      {formatPrice(product.priceCents)}
                    </span>
                    <span
                      className="rounded-full bg-tier-vip/15 px-2 py-0.5 text-xs font-semibold text-tier-vip"
                      data-testid="member-price"
                    >
                      VIP {vipPrice(product.priceCents)}
                    </span>
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}
