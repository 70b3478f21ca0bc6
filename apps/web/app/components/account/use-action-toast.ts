import { useEffect } from 'react';
import { useToast } from '../ui/toast.tsx';
import type { AuthActionData } from './account-types.ts';

/** SPEC.md section 8: a success snackbar for a saved form, a danger one for a failure. */
export function useActionToast(answer: AuthActionData | undefined): void {
  const toast = useToast();
  useEffect(() => {
    if (!answer) return;
    if (answer.ok && answer.kind === 'saved') toast.success(answer.message);
    else if (!answer.ok) toast.error(answer.error.message);
  }, [answer, toast]);
}
