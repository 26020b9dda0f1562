import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { Screen } from '../../../components/ui/screen';
import { useT } from '../../../lib/i18n/i18n-context';

/** Shown when an album or track id matches nothing: says so and leads back to /music. */
export function MusicNotFound({ what }: { what: 'Album' | 'Track' }) {
  const t = useT();
  const album = what === 'Album';
  return (
    <Screen back={{ to: paths.music, label: t('music.backToMusicLower') }}>
      <div className="mt-16 flex flex-col items-center text-center">
        <SearchX aria-hidden className="size-12 text-stage-400" />
        <h1 className="mt-4 font-display text-2xl font-bold">
          {t(album ? 'music.albumNotFound' : 'music.trackNotFound')}
        </h1>
        <p className="mt-2 max-w-xs text-stage-300">
          {t(album ? 'music.albumGone' : 'music.trackGone')}
        </p>
        <Link to={paths.music} className={buttonClass('primary', 'mt-8')}>
          {t('music.backToMusic')}
        </Link>
      </div>
    </Screen>
  );
}
