/**
 * Placeholder block for content still loading. Callers give it the exact size of what replaces
 * it, so nothing shifts when the data arrives; it is hidden from assistive tech (the region
 * announces loading instead).
 */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden className={`animate-pulse rounded-2xl bg-stage-700 ${className}`} />;
}
