import { Screen } from '../../../components/ui/screen';
import { paths } from '../../../app/paths';

// Placeholder while the screen is written (issue 29).
export function PostScreen() {
  return (
    <Screen title="Post" back={{ to: paths.home, label: 'Back' }}>
      <p>Coming soon.</p>
    </Screen>
  );
}
