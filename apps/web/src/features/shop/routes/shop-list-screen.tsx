import { useQuery } from '@tanstack/react-query';
import { memberPriceCents, merchDiscountPercent } from '@fanclub/shared/cart';
import { ArtImage } from '../../../components/ui/art-image';
import { Button } from '../../../components/ui/button';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { CartLink } from '../components/cart-link';
import { productLink } from '../../../lib/catalog/product-link';
import { ViewTransitionLink } from '../../../lib/navigation/view-transition-link';
import { productArtName } from '../../../lib/view-transition-names';

import { catalogQueries } from '../../../lib/catalog/catalog-queries';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';

/** What a VIP pays ('VIP $31.50'), from the same member price the server charges with. */
const vipCents = (priceCents: number) => memberPriceCents(priceCents, merchDiscountPercent('vip'));

export function ShopListScreen() {
  const t = useT();
  const format = useFormat();
  const query = useQuery(catalogQueries.products());
  return (
    <Screen title={t('shop.title')} actions={<CartLink />} className="pb-6">
      {query.isPending && <Spinner label={t('shop.loading')} className="py-10" />}
      {query.isError && (
        <div role="alert" className="rounded-2xl bg-stage-800 p-4 text-sm text-stage-300">
          <p>{t('shop.loadFailed')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
            {t('shop.tryAgain')}
          </Button>
        </div>
      )}
      {query.isSuccess && query.data.length === 0 && (
        <p className="rounded-2xl bg-stage-800 p-4 text-sm text-stage-300">{t('shop.empty')}</p>
      )}
      {query.isSuccess && query.data.length > 0 && (
        <ul className="grid grid-cols-2 gap-3">
          {query.data.map((product, index) => (
            <li key={product.id}>
              <ViewTransitionLink
                to={productLink(product)}
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
                      {format.price(product.priceCents)}
                    </span>
                    <span
                      className="rounded-full bg-tier-vip/15 px-2 py-0.5 text-xs font-semibold text-tier-vip"
                      data-testid="member-price"
                    >
                      {t('shop.vipPrice', { price: format.price(vipCents(product.priceCents)) })}
                    </span>
                  </p>
                </div>
              </ViewTransitionLink>
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}
