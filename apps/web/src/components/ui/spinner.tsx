import { LoaderCircle } from 'lucide-react';

export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <span role="status" className={`inline-flex items-center gap-2 ${className}`}>
      <LoaderCircle aria-hidden className="size-5 animate-spin text-accent" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner label={label} className="scale-150" />
    </div>
  );
}
