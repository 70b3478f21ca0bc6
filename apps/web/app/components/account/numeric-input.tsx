import type { ChangeEvent } from 'react';
import { digitsOnly } from '@souq/core/locale/locales.ts';
import { Input, type InputProps } from '../ui/input.tsx';

/**
 * A number typed as text (phone, postal code, floor): Arabic-Indic digits become Western digits
 * and anything else is dropped as it is typed (SPEC.md section 5). The server applies the same rule.
 */
export function NumericInput({ onChange, ...props }: Omit<InputProps, 'type' | 'inputMode'>) {
  const normalize = (event: ChangeEvent<HTMLInputElement>) => {
    const clean = digitsOnly(event.target.value);
    if (clean !== event.target.value) event.target.value = clean;
    onChange?.(event);
  };
  return <Input {...props} type="text" inputMode="numeric" dir="ltr" onChange={normalize} />;
}
