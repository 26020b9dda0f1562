import { Screen } from '../../../components/ui/screen';
import { paths } from '../../../app/paths';

// Placeholder while the screen is written (issue 29).
export function InboxScreen() {
  return (
    <Screen title="Inbox" back={{ to: paths.home, label: 'Back' }}>
      <p>Coming soon.</p>
    </Screen>
  );
}
