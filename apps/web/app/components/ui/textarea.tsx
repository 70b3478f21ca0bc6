import type { TextareaHTMLAttributes } from 'react';
import { cx } from './cx.ts';
import { controlClasses, useFieldControlProps } from './form-field.tsx';

/** A multi-line text input that grows with its content where the browser supports it. */
export function Textarea({ className, rows = 4, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const field = useFieldControlProps(props);
  return (
    <textarea
      {...props}
      {...field}
      rows={rows}
      className={cx(controlClasses, 'min-h-24 resize-y px-3.5 py-2.5 [field-sizing:content]', className)}
    />
  );
}
