import { useMemo, useState } from 'react';
import { splitLinks, UGC_LINK_REL } from '../safe-links';
import { useT } from '../../../lib/i18n/i18n-context';

const CLAMP_CHARS = 420;

/**
 * Members' text as written: React text nodes and http(s) links only (safe-links.ts), never
 * HTML. Long text in the feed is clamped with a "more" button that shows the rest in place.
 */
export function RichText({
  text,
  clamp = false,
  className = '',
}: {
  text: string;
  clamp?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const long = clamp && text.length > CLAMP_CHARS;
  const shown = long && !open ? `${text.slice(0, CLAMP_CHARS).trimEnd()}…` : text;
  const pieces = useMemo(() => splitLinks(shown), [shown]);
  return (
    <div className={`text-[0.9375rem] leading-6 break-words whitespace-pre-wrap ${className}`}>
      {pieces.map((piece, index) =>
        piece.kind === 'link' ? (
          <a
            key={index}
            href={piece.href}
            target="_blank"
            rel={UGC_LINK_REL}
            className="break-all text-accent-strong underline underline-offset-2 hover:text-white"
          >
            {piece.text}
          </a>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
      {long && !open && (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="ml-1 font-semibold text-stage-300 hover:text-white"
        >
          {t('community.more')}
        </button>
      )}
    </div>
  );
}
