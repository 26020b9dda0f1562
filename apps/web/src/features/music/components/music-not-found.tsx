import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { Screen } from '../../../components/ui/screen';

/** Shown when an album or track id matches nothing: says so and leads back to /music. */
export function MusicNotFound({ what }: { what: 'Album' | 'Track' }) {
  return (
    <Screen back={{ to: paths.music, label: 'Back to music' }}>
      <div className="mt-16 flex flex-col items-center text-center">
        <SearchX aria-hidden className="size-12 text-stage-400" />
        <h1 className="mt-4 font-display text-2xl font-bold">{what} Not Found</h1>
        <p className="mt-2 max-w-xs text-stage-300">
          This {what.toLowerCase()} does not exist or is no longer available.
        </p>
        <Link to={paths.music} className={buttonClass('primary', 'mt-8')}>
          Back to Music
        </Link>
      </div>
    </Screen>
  );
}
