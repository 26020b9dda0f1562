import { Minus, Plus } from 'lucide-react';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min: number;
  /** Omitted for merch, which has no upper bound (spec section 5). */
  max?: number;
  /** Names the group, e.g. 'Quantity' or 'Tickets'. */
  label: string;
  decreaseLabel?: string;
  increaseLabel?: string;
  size?: 'md' | 'sm';
}

/** Minus / value / plus; the buttons stop at the bounds so an out-of-range value cannot be chosen. */
export function QuantityStepper({
  value,
  onChange,
  min,
  max,
  label,
  decreaseLabel = 'Decrease',
  increaseLabel = 'Increase',
  size = 'md',
}: QuantityStepperProps) {
  const atMin = value <= min;
  const atMax = max !== undefined && value >= max;
  // Both sizes keep a 44 px tap target; 'sm' only draws a smaller circle inside it.
  const circle = size === 'md' ? 'size-11' : 'size-9';
  const button =
    'inline-flex size-11 items-center justify-center rounded-full disabled:cursor-not-allowed disabled:opacity-40 group';
  const inner = `inline-flex ${circle} items-center justify-center rounded-full bg-stage-700 group-enabled:group-hover:bg-stage-600`;
  return (
    <div role="group" aria-label={label} className="inline-flex items-center gap-1">
      <button
        type="button"
        className={button}
        aria-label={decreaseLabel}
        disabled={atMin}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <span className={inner}>
          <Minus aria-hidden className="size-4" />
        </span>
      </button>
      <output aria-live="polite" className="min-w-8 text-center text-lg font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={button}
        aria-label={increaseLabel}
        disabled={atMax}
        onClick={() => onChange(max === undefined ? value + 1 : Math.min(max, value + 1))}
      >
        <span className={inner}>
          <Plus aria-hidden className="size-4" />
        </span>
      </button>
    </div>
  );
}
