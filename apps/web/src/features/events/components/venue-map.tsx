import { placeLines } from '@fanclub/shared/format';
import { MapPin, Navigation } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n-context';

/** Apple Maps opens the Maps app on iPhone and iPad and falls back to its web map elsewhere. */
function mapsUrl(venue: string, location: string): string {
  return `https://maps.apple.com/?q=${encodeURIComponent(`${venue}, ${location}`)}`;
}

/**
 * A drawn, stylised map with a pin: no map tiles, so no third-party requests, keys or tracking,
 * and it renders instantly offline. The address below it is the real information, and 'Open in
 * Maps' hands it to the phone's maps app for directions.
 */
export function VenueMap({ venue, location }: { venue: string; location: string }) {
  const t = useT();
  return (
    <figure className="overflow-hidden rounded-2xl border border-white/5 bg-stage-800">
      <svg
        viewBox="0 0 400 220"
        role="img"
        aria-label={t('events.mapLabel', { place: `${venue}, ${location}` })}
        className="block h-auto w-full"
      >
        <rect width="400" height="220" fill="#14141c" />
        {/* Park and water give the map some shape. */}
        <path
          d="M250 20 h110 a12 12 0 0 1 12 12 v60 a12 12 0 0 1 -12 12 h-110 z"
          fill="#1b3a2c"
          opacity="0.7"
        />
        <path d="M0 170 C80 150 120 200 200 185 S330 150 400 175 V220 H0 Z" fill="#15304a" />
        {/* Street grid: major roads thicker than side streets. */}
        <g stroke="#2a2a3a" strokeWidth="6" strokeLinecap="round">
          <line x1="0" y1="70" x2="400" y2="60" />
          <line x1="0" y1="130" x2="400" y2="125" />
          <line x1="90" y1="0" x2="110" y2="220" />
          <line x1="230" y1="0" x2="215" y2="220" />
        </g>
        <g stroke="#1d1d29" strokeWidth="3">
          <line x1="0" y1="25" x2="400" y2="20" />
          <line x1="0" y1="100" x2="400" y2="95" />
          <line x1="40" y1="0" x2="50" y2="220" />
          <line x1="160" y1="0" x2="165" y2="220" />
          <line x1="300" y1="0" x2="290" y2="220" />
          <line x1="360" y1="0" x2="350" y2="220" />
        </g>
        <line
          x1="20"
          y1="210"
          x2="390"
          y2="15"
          stroke="#ff2e88"
          strokeOpacity="0.25"
          strokeWidth="4"
          strokeDasharray="10 8"
        />
        {/* Venue block and the pulse around the pin. */}
        <rect x="172" y="72" width="36" height="44" rx="6" fill="#ff2e88" fillOpacity="0.18" />
        <circle cx="190" cy="100" r="26" fill="#ff2e88" fillOpacity="0.12" />
        <circle cx="190" cy="100" r="12" fill="#ff2e88" fillOpacity="0.25" />
      </svg>
      <figcaption className="p-4">
        <span className="flex items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-soft">
            <MapPin aria-hidden className="size-5 text-accent" />
          </span>
          <span className="min-w-0">
            <span className="block wrap-anywhere font-medium">{venue}</span>
            {placeLines(venue, location).length === 2 && (
              <span className="block wrap-anywhere text-sm text-stage-300">{location}</span>
            )}
          </span>
        </span>
        <a
          href={mapsUrl(venue, location)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary', 'mt-4 w-full')}
        >
          <Navigation aria-hidden className="size-4" />
          {t('events.openInMaps')}
        </a>
      </figcaption>
    </figure>
  );
}
