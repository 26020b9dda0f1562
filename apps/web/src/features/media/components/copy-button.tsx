import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { COPY_CONFIRM_MS } from '@fanclub/shared/limits';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n-context';

/** What is copied, named in the toasts ('Stream key copied to clipboard', 'Could not copy stream key.'). */
export type Copied = 'serverUrl' | 'streamKey';

/** Copies `value` and confirms with a toast and a check mark for two seconds. */
export function CopyButton({
  value,
  what,
  label,
}: {
  value: string;
  what: Copied;
  label?: string;
}) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      // navigator.clipboard is missing outside secure contexts (e.g. a plain-http LAN address).
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(value);
      toast.success(t('media.copiedTitle'), {
        description: t(what === 'streamKey' ? 'media.streamKeyCopied' : 'media.serverUrlCopied'),
      });
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    } catch {
      toast.error(t('media.copyFailed'), {
        description: t(
          what === 'streamKey' ? 'media.streamKeyNotCopied' : 'media.serverUrlNotCopied',
        ),
      });
    }
  };

  return (
    <Button variant="secondary" onClick={() => void copy()} className="px-4" aria-label={label}>
      {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
      {t(copied ? 'media.copied' : 'media.copy')}
    </Button>
  );
}
