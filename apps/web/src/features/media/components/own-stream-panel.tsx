import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, Eye, EyeOff } from 'lucide-react';
import { toast } from 'sonner';
import { COPY_CONFIRM_MS } from '@fanclub/shared/limits';
import type { OwnStream } from '@fanclub/shared/schemas/live';
import { Button } from '../../../components/ui/button';
import { liveKeys, serverMessage, stopStream } from '../api/live-api';

const MASK = '••••••••••••';
const iconButton = 'inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10';

/** A secret shown as dots until revealed; the ingest URL carries the key, so it is masked too. */
function Secret({ label, value, secret, revealed }: { label: string; value: string; secret: string; revealed: boolean }) {
  const shown = revealed ? value : value.replace(secret, MASK);
  return (
    <div className="min-w-0 flex-1">
      <p className="text-xs font-medium text-stage-300">{label}</p>
      {/* Revealed, the whole key shows (someone may type it into an encoder); masked, one line. */}
      <p className={`font-mono text-sm ${revealed ? 'break-all' : 'truncate'}`} translate="no">
        <span aria-hidden={!revealed}>{shown}</span>
        {!revealed && <span className="sr-only">hidden</span>}
      </p>
    </div>
  );
}

/** The caller's running stream: its key (masked, revealable, copyable), ingest URL and Stop Stream. */
export function OwnStreamPanel({ stream, isOwn }: { stream: OwnStream; isOwn: boolean }) {
  const queryClient = useQueryClient();
  const [revealed, setRevealed] = useState(false);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const stop = useMutation({
    mutationFn: () => stopStream(stream.id),
    onSuccess: () => {
      toast.success('Stream Stopped', { description: 'Your live stream has ended' });
      void queryClient.invalidateQueries({ queryKey: liveKeys.all });
    },
    onError: (error) => toast.error('Stream Error', { description: serverMessage(error, 'Failed to stop live stream') }),
  });

  const copy = async () => {
    try {
      // navigator.clipboard is missing outside secure contexts (e.g. a plain-http LAN address).
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(stream.streamKey);
      toast.success('Copied!', { description: 'Stream key copied to clipboard' });
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    } catch {
      toast.error('Copy Failed', { description: 'Could not copy stream key.' });
    }
  };

  return (
    <section aria-label={`Live stream: ${stream.title}`} className="rounded-2xl border border-white/10 bg-stage-900 p-4">
      <p className="flex items-center gap-2 text-xs font-bold tracking-wide text-red-400 uppercase">
        <span aria-hidden className="size-2 animate-pulse rounded-full bg-red-500" />
        {isOwn ? 'You are live' : `Live · ${stream.displayName ?? 'Another broadcaster'}`}
      </p>
      <h3 className="mt-1 text-lg font-semibold">{stream.title}</h3>
      <p className="text-sm text-stage-300">{stream.viewerCount.toLocaleString()} watching</p>

      <div className="mt-4 flex items-center gap-1 rounded-xl bg-stage-800 py-1 pr-1 pl-3">
        <Secret label="Stream key" value={stream.streamKey} secret={stream.streamKey} revealed={revealed} />
        <button
          type="button"
          aria-label={revealed ? 'Hide stream key' : 'Show stream key'}
          aria-pressed={revealed}
          onClick={() => setRevealed((r) => !r)}
          className={iconButton}
        >
          {revealed ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
        <Button variant="secondary" onClick={() => void copy()} className="px-4">
          {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      {stream.ingestUrl && (
        <div className="mt-2 rounded-xl bg-stage-800 px-3 py-2">
          <Secret label="Ingest URL" value={stream.ingestUrl} secret={stream.streamKey} revealed={revealed} />
        </div>
      )}

      <Button variant="danger" onClick={() => stop.mutate()} disabled={stop.isPending} className="mt-4 w-full">
        {stop.isPending ? 'Stopping...' : 'Stop Stream'}
      </Button>
    </section>
  );
}
