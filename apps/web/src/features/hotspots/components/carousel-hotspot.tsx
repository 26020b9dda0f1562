import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { Screen } from '../../../components/ui/screen';
import { PromoCarousel } from '../../../lib/catalog/promo-carousel';

/** /carousel: the feed's promo carousel on its own, with the way back to the dashboard. */
export function CarouselHotspot() {
  return (
    <Screen
      title="Discover"
      back={{ to: paths.dashboard, label: 'Back to dashboard' }}
      className="pb-10"
    >
      <PromoCarousel />
      <Link to={paths.dashboard} className={buttonClass('secondary', 'mt-6 w-full')}>
        Go to Dashboard
      </Link>
    </Screen>
  );
}
