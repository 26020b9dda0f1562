import type { ComponentPropsWithRef } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants: Record<Variant, string> = {
  primary:
    'bg-accent-fill text-white hover:bg-accent-fill-strong disabled:bg-stage-600 disabled:text-stage-300',
  secondary: 'bg-stage-700 text-white hover:bg-stage-600 disabled:text-stage-400',
  ghost: 'bg-transparent text-white hover:bg-white/10 disabled:text-stage-400',
  danger: 'bg-red-600 text-white hover:bg-red-500 disabled:bg-stage-600',
};

/** Shared class list so links styled as buttons match real buttons. */
export function buttonClass(variant: Variant = 'primary', extra = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold press disabled:cursor-not-allowed ${variants[variant]} ${extra}`;
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ComponentPropsWithRef<'button'> & { variant?: Variant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
