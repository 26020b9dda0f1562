import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../app/paths';
import { ArtImage } from '../../../components/ui/art-image';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Section } from '../../../components/ui/screen';
import { Skeleton } from '../../../components/ui/skeleton';
import { catalogQueries } from '../../../lib/catalog/catalog-queries';
import { productLink } from '../../../lib/catalog/product-link';
import { scrollRowClass } from '../../../lib/catalog/scroll-row';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';

const CARD = 'w-36 shrink-0 snap-start';

/** 'Shop Merch': a swipeable strip of products with 'See All' to the shop list. */
export function MerchStripSection() {
  const products = useQuery(catalogQueries.products());
  const t = useT();
  const format = useFormat();

  let body;
  if (products.isPending) {
    body = (
      <div className={scrollRowClass}>
        {[0, 1, 2].map((i) => (
          <div key={i} className={CARD}>
            <Skeleton className="aspect-square" />
            <Skeleton className="mt-2 h-10 w-4/5 rounded-md" />
            <Skeleton className="mt-0.5 h-5 w-1/3 rounded-md" />
          </div>
        ))}
      </div>
    );
  } else if (products.isError) {
    body = (
      <ErrorNotice message={t('dashboard.merchError')} onRetry={() => void products.refetch()} />
    );
  } else {
    body = (
      <ul className={scrollRowClass}>
        {products.data.map((product) => (
          <li key={product.id} className={CARD}>
            <Link to={productLink(product)} className="group block">
              <ArtImage
                image={product.image}
                alt=""
                sizes="9rem"
                className="aspect-square w-full rounded-2xl bg-stage-800 object-cover transition-opacity group-hover:opacity-85"
              />
              <span className="mt-2 line-clamp-2 h-10 text-sm leading-5 font-semibold">
                {product.name}
              </span>
              <span className="block text-sm text-stage-300">
                {format.price(product.priceCents)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Section
      title={t('dashboard.shopMerch')}
      action={
        <Link
          to={paths.shopList}
          className="-mr-2 inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-accent-strong hover:bg-white/5"
        >
          {t('dashboard.seeAll')}
        </Link>
      }
    >
      {body}
    </Section>
  );
}
