import { paths } from '../../../app/paths';
import { Screen } from '../../../components/ui/screen';
import { GiftForm } from '../components/gift-form';
import { GiftList } from '../components/gift-list';
import { SignedIn } from '../components/signed-in';
import { useT } from '../../../lib/i18n/i18n-context';

/** /gifts: give a membership to someone, and follow the gifts already given. */
export function GiftsScreen() {
  const t = useT();
  return (
    <SignedIn>
      <Screen
        title={t('gifts.title')}
        back={{ to: paths.subscribe, label: t('gifts.backToPlans') }}
      >
        <div className="space-y-8 pb-24">
          <GiftForm />
          <section aria-labelledby="your-gifts">
            <h2 id="your-gifts" className="mb-3 text-lg font-bold">
              {t('gifts.yourGifts')}
            </h2>
            <GiftList />
          </section>
        </div>
      </Screen>
    </SignedIn>
  );
}
