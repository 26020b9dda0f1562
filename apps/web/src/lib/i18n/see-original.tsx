import { useState } from 'react';

type Translatable = { original?: Record<string, string> };

/**
 * A translated item's "See original" (issue 34, ADR 042): the server sends the reader's language
 * with the original beside it, and the reader can switch between the two. `shownOf(item)` is the
 * item with the original's fields in place while the original is asked for.
 */
export function useSeeOriginal() {
  const [showOriginal, setShowOriginal] = useState(false);
  return {
    showOriginal,
    toggle: () => setShowOriginal((on) => !on),
    shownOf: <T extends Translatable>(item: T): T =>
      showOriginal && item.original ? { ...item, ...item.original } : item,
  };
}

/** The switch itself; the texts come from the screen's own namespace (it loads no other). */
export function SeeOriginalButton({
  showOriginal,
  onToggle,
  seeOriginal,
  seeTranslation,
  className = 'mt-2',
}: {
  showOriginal: boolean;
  onToggle: () => void;
  seeOriginal: string;
  seeTranslation: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`${className} min-h-6 text-sm font-medium text-accent underline-offset-2 hover:underline`}
      aria-pressed={showOriginal}
      onClick={onToggle}
    >
      {showOriginal ? seeTranslation : seeOriginal}
    </button>
  );
}
