import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';

interface CheckboxProps {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** Radix checkbox; pair it with <label htmlFor={id}> so the label text (links included) names it. */
export function Checkbox({ id, checked, onCheckedChange, ...rest }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      id={id}
      checked={checked}
      onCheckedChange={(value) => onCheckedChange(value === true)}
      {...rest}
      // The visible box is 24 px; the negative margin widens the tap area to 44 px without moving it.
      className="group -m-2.5 inline-flex size-11 shrink-0 items-center justify-center rounded-lg"
    >
      <span className="inline-flex size-6 items-center justify-center rounded-md border-2 border-stage-400 bg-stage-800 transition-colors group-data-[state=checked]:border-accent group-data-[state=checked]:bg-accent-fill">
        <CheckboxPrimitive.Indicator>
          <Check aria-hidden className="size-4 text-white" strokeWidth={3} />
        </CheckboxPrimitive.Indicator>
      </span>
    </CheckboxPrimitive.Root>
  );
}
