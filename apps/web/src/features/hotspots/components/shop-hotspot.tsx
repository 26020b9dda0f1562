import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, ShoppingBag } from 'lucide-react';
import { DEFAULT_TEE_PRODUCT_ID } from '@fanclub/shared/limits';
import { paths } from '../../../app/paths';
import { ArtImage } from '../../../components/ui/art-image';
import { Screen } from '../../../components/ui/screen';
import { Skeleton } from '../../../components/ui/skeleton';
import { catalogQueries } from '../../../lib/catalog/catalog-queries';
import { productLink } from '../../../lib/catalog/product-link';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';

/** /shop: a teaser with two big tap areas, the featured tee and the full merch list. */
export function ShopHotspot() {
  const t = useT();
  const format = useFormat();
  const products = useQuery(catalogQueries.products());
  const tee = products.data?.find((p) => p.id === DEFAULT_TEE_PRODUCT_ID);

  return (
    <Screen
      title={t('hotspots.shop')}
      back={{ to: paths.dashboard, label: t('hotspots.backToDashboard') }}
      className="pb-10"
    >
      {products.isPending ? (
        <Skeleton className="aspect-[4/5] rounded-3xl" />
      ) : (
        // Without product data the tee page still opens on its default product.
        <Link
          to={tee ? productLink(tee) : paths.productTee}
          className="relative block aspect-[4/5] overflow-hidden rounded-3xl bg-stage-800"
        >
          <ArtImage
            image={tee?.image}
            alt=""
            priority
            sizes="(min-width: 36rem) 36rem, 100vw"
            className="size-full object-cover"
          />
          <span className="absolute inset-0 bg-gradient-to-t from-black/85 via-transparent to-transparent" />
          <span className="absolute inset-x-0 bottom-0 p-5">
            <span className="block text-xs font-semibold tracking-widest text-accent-strong uppercase">
              {t('hotspots.featured')}
            </span>
            <span className="mt-1 block font-display text-2xl font-bold">
              {tee?.name ?? t('hotspots.featuredTee')}
            </span>
            {tee && <span className="block text-white/85">{format.price(tee.priceCents)}</span>}
          </span>
        </Link>
      )}
      <Link
        to={paths.shopList}
        className="mt-4 flex min-h-20 items-center gap-4 rounded-3xl border border-white/5 bg-stage-800 px-5 hover:border-white/20"
      >
        <ShoppingBag aria-hidden className="size-6 text-accent-strong" />
        <span className="flex-1 text-lg font-semibold">{t('hotspots.browseAllMerch')}</span>
        <ChevronRight aria-hidden className="size-5 text-stage-300" />
      </Link>
    </Screen>
  );
}
