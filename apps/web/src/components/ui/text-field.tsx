import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> {
  label: string;
  error?: string | undefined;
  hint?: string;
  /** Fixed text shown inside the field before the value (e.g. a country calling code). */
  prefix?: string;
  /** Right-hand control inside the field, e.g. a show-password toggle. */
  trailing?: ReactNode;
  id?: string;
}

/** Labelled input with its error announced through aria-describedby, so screen readers hear both. */
export function TextField({
  label,
  error,
  hint,
  prefix,
  trailing,
  id,
  className = '',
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  // The fixed prefix is part of the value's meaning (e.g. '+1'), so it is read out with the field.
  const prefixId = prefix ? `${fieldId}-prefix` : undefined;
  const describedBy = [prefixId, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-stage-300">
        {label}
      </label>
      <div
        className={`flex min-h-12 items-center rounded-xl border bg-stage-800 transition-colors focus-within:border-accent ${
          error ? 'border-red-400' : 'border-white/10'
        }`}
      >
        {prefix && (
          <span
            id={prefixId}
            className="border-r border-white/10 pr-3 pl-4 text-sm font-medium text-stage-300"
          >
            {prefix}
          </span>
        )}
        <input
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="min-h-12 w-full min-w-0 flex-1 bg-transparent px-4 text-base text-white placeholder:text-stage-400 focus:outline-none"
          {...input}
        />
        {trailing}
      </div>
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-stage-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
