import { paths } from '../../../app/paths';
import { Screen } from '../../../components/ui/screen';
import { GiftForm } from '../components/gift-form';
import { GiftList } from '../components/gift-list';
import { SignedIn } from '../components/signed-in';

/** /gifts: give a membership to someone, and follow the gifts already given. */
export function GiftsScreen() {
  return (
    <SignedIn>
      <Screen title="Give a membership" back={{ to: paths.subscribe, label: 'Back to plans' }}>
        <div className="space-y-8 pb-24">
          <GiftForm />
          <section aria-labelledby="your-gifts">
            <h2 id="your-gifts" className="mb-3 text-lg font-bold">
              Your gifts
            </h2>
            <GiftList />
          </section>
        </div>
      </Screen>
    </SignedIn>
  );
}
