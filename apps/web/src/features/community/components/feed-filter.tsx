import type { FeedFilter } from '@fanclub/shared/schemas/community';
import { useT } from '../../../lib/i18n/i18n-context';
import type { MessageKey } from '../../../lib/i18n/translator';

const OPTIONS: readonly { value: FeedFilter; label: MessageKey }[] = [
  { value: 'all', label: 'community.filterAll' },
  { value: 'artist', label: 'community.filterArtist' },
];

/** The "All / Artist" switch: two toggle buttons, the chosen one pressed. */
export function FeedFilterSwitch({
  value,
  onChange,
}: {
  value: FeedFilter;
  onChange: (value: FeedFilter) => void;
}) {
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t('community.showPosts')}
      className="inline-flex rounded-full border border-white/10 bg-stage-800 p-1"
    >
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={`min-h-9 min-w-20 rounded-full px-4 text-sm font-semibold transition-colors ${
            value === option.value ? 'bg-white text-stage-950' : 'text-stage-300 hover:text-white'
          }`}
        >
          {t(option.label)}
        </button>
      ))}
    </div>
  );
}
