import { useId } from 'react';
import type { ReactNode } from 'react';
import * as SwitchPrimitive from '@radix-ui/react-switch';

interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Radix switch (role="switch", Space/Enter toggle) in the stage look; 44 px hit area around a small track. */
export function Switch({ checked, onCheckedChange, id, disabled, ...aria }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      id={id}
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      {...aria}
      className="group inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-full disabled:opacity-50"
    >
      <span className="relative inline-flex h-7 w-12 items-center rounded-full bg-stage-600 transition-colors group-data-[state=checked]:bg-accent-fill">
        <SwitchPrimitive.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
      </span>
    </SwitchPrimitive.Root>
  );
}

/** A settings row: icon, label and optional description on the left, the switch on the right. */
export function SwitchRow({
  label,
  description,
  icon,
  checked,
  onCheckedChange,
}: {
  label: string;
  description?: string;
  icon?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-14 items-center gap-3 py-1">
      {icon}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block font-medium">
          {label}
        </label>
        {description && <p className="text-xs text-stage-400">{description}</p>}
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} />
    </div>
  );
}
