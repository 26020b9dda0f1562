import { useId } from 'react';
import type { TextareaHTMLAttributes } from 'react';

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
}

/** Multi-line sibling of TextField, with the same label and border treatment. */
export function TextArea({ label, className = '', rows = 4, ...textarea }: TextAreaProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stage-300">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className="block w-full resize-y rounded-xl border border-white/10 bg-stage-800 px-4 py-3 text-base text-white placeholder:text-stage-400 focus:border-accent focus:outline-none"
        {...textarea}
      />
    </div>
  );
}
