import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../../i18n/i18n.ts';
import type { FormFailure } from '../../account/account-types.ts';
import { buttonClasses } from '../../ui/button-styles.ts';
import { FormField } from '../../ui/form-field.tsx';
import { Input } from '../../ui/input.tsx';
import { useToast } from '../../ui/toast.tsx';
import { AdminDialog, DialogActions } from '../admin-dialog.tsx';

export type PayoutIntent = 'approve' | 'markPaid' | 'reject';

export type PayoutAnswer = { ok: true; message: string } | { ok: false; error: FormFailure };

/** Which decisions a payout in `status` still takes (the service answers 409 to the others). */
export const intentsFor = (status: string): PayoutIntent[] =>
  status === 'requested'
    ? ['approve', 'markPaid', 'reject']
    : status === 'approved'
      ? ['markPaid', 'reject']
      : [];

const TEXT = {
  approve: {
    trigger: 'admin.payouts.approve',
    title: 'admin.payouts.approveTitle',
    text: 'admin.payouts.approveText',
  },
  markPaid: {
    trigger: 'admin.payouts.markPaid',
    title: 'admin.payouts.markPaidTitle',
    text: 'admin.payouts.markPaidText',
  },
  reject: {
    trigger: 'admin.payouts.reject',
    title: 'admin.payouts.rejectTitle',
    text: 'admin.payouts.rejectText',
  },
} as const;

/**
 * One decision on a payout in a React Aria dialog: approve, mark paid with the transfer's
 * reference (required, its error shown beside it), or reject with an optional note. Posted by a
 * fetcher to the payouts page's action; the dialog closes once it succeeded and the list reloads.
 */
export function PayoutDecision({
  intent,
  payoutId,
  amount,
  seller,
  action,
}: {
  intent: PayoutIntent;
  payoutId: string;
  /** Already formatted. */
  amount: string;
  seller: string;
  /** The payouts page's path (the action that decides). */
  action: string;
}) {
  const t = useT();
  const text = TEXT[intent];
  return (
    <AdminDialog
      trigger={t(text.trigger)}
      triggerVariant={intent === 'reject' ? 'ghost' : intent === 'markPaid' ? 'primary' : 'secondary'}
      title={t(text.title)}
      description={t(text.text, { amount, name: seller })}
      testId={`payout-${intent}`}
    >
      {(close) => <DecisionForm intent={intent} payoutId={payoutId} action={action} close={close} />}
    </AdminDialog>
  );
}

function DecisionForm({
  intent,
  payoutId,
  action,
  close,
}: {
  intent: PayoutIntent;
  payoutId: string;
  action: string;
  close: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const fetcher = useFetcher<PayoutAnswer>();
  const answer = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== 'idle' || !answer) return;
    if (answer.ok) {
      toast.success(answer.message);
      close();
    } else if (!answer.error.field) toast.error(answer.error.message);
  }, [fetcher.state, answer, toast, close]);
  const fieldError = (name: string) =>
    answer && !answer.ok && answer.error.field === name ? answer.error.message : undefined;
  return (
    <fetcher.Form method="post" action={action} className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="payout" value={payoutId} />
      {intent === 'markPaid' ? (
        <FormField label={t('admin.payouts.reference')} error={fieldError('reference')} required>
          <Input name="reference" autoComplete="off" dir="auto" maxLength={500} autoFocus />
        </FormField>
      ) : null}
      {intent === 'reject' ? (
        <FormField label={t('admin.payouts.note')} error={fieldError('note')}>
          <Input name="note" autoComplete="off" dir="auto" maxLength={500} autoFocus />
        </FormField>
      ) : null}
      <DialogActions close={close}>
        <button
          type="submit"
          className={buttonClasses({ variant: intent === 'reject' ? 'danger' : 'primary', size: 'sm' })}
          disabled={fetcher.state !== 'idle'}
          data-testid={`payout-${intent}-submit`}
        >
          {t(TEXT[intent].trigger)}
        </button>
      </DialogActions>
    </fetcher.Form>
  );
}
