import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { Screen } from '../../../components/ui/screen';
import { PromoCarousel } from '../../../lib/catalog/promo-carousel';
import { useT } from '../../../lib/i18n/i18n-context';

/** /carousel: the feed's promo carousel on its own, with the way back to the dashboard. */
export function CarouselHotspot() {
  const t = useT();
  return (
    <Screen
      title={t('hotspots.discover')}
      back={{ to: paths.dashboard, label: t('hotspots.backToDashboard') }}
      className="pb-10"
    >
      <PromoCarousel />
      <Link to={paths.dashboard} className={buttonClass('secondary', 'mt-6 w-full')}>
        {t('hotspots.goToDashboard')}
      </Link>
    </Screen>
  );
}
