import { useId } from 'react';
import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';

export interface SelectOption {
  value: string;
  label: string;
  /** e.g. an out-of-stock size: still listed so people see it exists, but not choosable. */
  disabled?: boolean;
}

interface SelectFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Form field name; Radix then renders a hidden native select so the value is submitted. */
  name?: string;
  className?: string;
  /** Shown while `value` is '' (nothing chosen yet), e.g. 'Choose a size'. */
  placeholder?: string;
  /** Controlled open state, so another control (an 'Add To Cart' that needs a size) can open it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Labelled Radix select (keyboard and typeahead included) styled like TextField. */
export function SelectField({
  label,
  value,
  onValueChange,
  options,
  name,
  className = '',
  placeholder,
  open,
  onOpenChange,
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stage-300">
        {label}
      </label>
      <SelectPrimitive.Root
        value={value}
        onValueChange={onValueChange}
        name={name}
        open={open}
        onOpenChange={onOpenChange}
      >
        <SelectPrimitive.Trigger
          id={id}
          className="flex min-h-12 w-full items-center justify-between gap-2 rounded-xl border border-white/10 bg-stage-800 px-4 text-left text-base focus:border-accent focus:outline-none data-[placeholder]:text-stage-400"
        >
          <SelectPrimitive.Value placeholder={placeholder} />
          <SelectPrimitive.Icon>
            <ChevronDown aria-hidden className="size-5 text-stage-300" />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            position="popper"
            sideOffset={6}
            className="z-50 max-h-[var(--radix-select-content-available-height)] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-white/10 bg-stage-700 shadow-2xl"
          >
            <SelectPrimitive.Viewport className="p-1">
              {options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className="flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-lg px-3 text-base outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-stage-400 data-[highlighted]:bg-accent-soft data-[state=checked]:font-semibold"
                >
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  <SelectPrimitive.ItemIndicator>
                    <Check aria-hidden className="size-4 text-accent" />
                  </SelectPrimitive.ItemIndicator>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
    </div>
  );
}
