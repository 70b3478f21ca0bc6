import { useEffect, useRef, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import type { CurrencyCode } from '@souq/core/locale/locales.ts';
import { minorToDecimalString } from '@souq/core/money/money.ts';
import { useT } from '../../../i18n/i18n.ts';
import type { OrderStatus } from '../../orders/order-types.ts';
import { useMoney } from '../../seller/seller-ui.tsx';
import { Banner } from '../../ui/banner.tsx';
import { buttonClasses, type ButtonVariant } from '../../ui/button-styles.ts';
import { useToast } from '../../ui/toast.tsx';
import { AdminDialog, DialogActions } from '../admin-dialog.tsx';
import { filterControlClass } from '../list-controls.tsx';

type ActionAnswer =
  | { ok: true; intent: string; message: string }
  | { ok: false; intent?: string; error: { message: string; field: string | null; code: string } };

export interface OrderActionsView {
  id: string;
  currency: CurrencyCode;
  nextSteps: Array<{ status: OrderStatus; kind: 'change' | 'cancel' | 'refund' }>;
  totals: { refundableMinor: number };
}

const NOTE_MAX = 500;

/**
 * A dialog's form, posted by a fetcher to the order page's action: on success the dialog closes
 * and a toast says so (the page's data reloads); a refusal stays in the dialog, beside its field.
 */
function ActionForm({
  close,
  intent,
  submitLabel,
  submitVariant = 'primary',
  children,
  testId,
}: {
  close: () => void;
  intent: string;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  children: (error: { field: string | null; message: string } | null) => ReactNode;
  testId: string;
}) {
  const fetcher = useFetcher<ActionAnswer>();
  const toast = useToast();
  const answered = useRef<ActionAnswer | null>(null);
  const answer = fetcher.data ?? null;
  useEffect(() => {
    if (!answer || answered.current === answer || fetcher.state !== 'idle') return;
    answered.current = answer;
    if (answer.ok) {
      toast.success(answer.message);
      close();
    } else toast.error(answer.error.message);
  }, [answer, fetcher.state, toast, close]);
  const error = answer && !answer.ok ? answer.error : null;
  return (
    <fetcher.Form method="post" className="flex flex-col gap-4" data-testid={`${testId}-form`}>
      <input type="hidden" name="intent" value={intent} />
      {error && error.field !== 'amount' ? <Banner tone="error">{error.message}</Banner> : null}
      {children(error)}
      <DialogActions close={close}>
        <button
          type="submit"
          className={buttonClasses({ variant: submitVariant, size: 'sm' })}
          disabled={fetcher.state !== 'idle'}
          aria-busy={fetcher.state !== 'idle'}
          data-testid={`${testId}-submit`}
        >
          {submitLabel}
        </button>
      </DialogActions>
    </fetcher.Form>
  );
}

function TextArea({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const id = `order-action-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={3}
        maxLength={NOTE_MAX}
        className="rounded-lg border border-line bg-canvas p-2 text-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
      />
      {hint ? <p className="text-xs text-ink-muted">{hint}</p> : null}
    </div>
  );
}

/** The staff actions of an order: only the steps the lifecycle allows from its status. */
export function OrderActions({ order }: { order: OrderActionsView }) {
  const t = useT();
  const money = useMoney();
  if (order.nextSteps.length === 0)
    return <p className="text-sm text-ink-muted">{t('admin.orders.detail.noActions')}</p>;
  return (
    <div className="flex flex-wrap gap-2" data-testid="admin-order-actions">
      {order.nextSteps.map((step) => {
        const status = t(`orders.statuses.${step.status}`);
        if (step.kind === 'change')
          return (
            <AdminDialog
              key={step.status}
              trigger={t('admin.orders.actions.move', { status })}
              triggerVariant="primary"
              title={t('admin.orders.actions.moveTitle', { status })}
              description={t('admin.orders.actions.moveDescription')}
              testId={`order-move-${step.status}`}
            >
              {(close) => (
                <ActionForm
                  close={close}
                  intent="status"
                  submitLabel={t('admin.orders.actions.confirmMove')}
                  testId={`order-move-${step.status}`}
                >
                  {() => (
                    <>
                      <input type="hidden" name="status" value={step.status} />
                      <TextArea
                        name="note"
                        label={t('admin.orders.actions.note')}
                        hint={t('admin.orders.actions.noteHint')}
                      />
                    </>
                  )}
                </ActionForm>
              )}
            </AdminDialog>
          );
        if (step.kind === 'cancel')
          return (
            <AdminDialog
              key={step.status}
              trigger={t('admin.orders.actions.cancel')}
              triggerVariant="ghost"
              title={t('admin.orders.actions.cancelTitle')}
              description={t('admin.orders.actions.cancelDescription')}
              testId="order-cancel"
            >
              {(close) => (
                <ActionForm
                  close={close}
                  intent="cancel"
                  submitLabel={t('admin.orders.actions.confirmCancel')}
                  submitVariant="danger"
                  testId="order-cancel"
                >
                  {() => (
                    <TextArea
                      name="reason"
                      label={t('admin.orders.actions.reason')}
                      hint={t('admin.orders.actions.noteHint')}
                    />
                  )}
                </ActionForm>
              )}
            </AdminDialog>
          );
        return (
          <AdminDialog
            key={step.status}
            trigger={t('admin.orders.actions.refund')}
            title={t('admin.orders.actions.refundTitle')}
            description={t('admin.orders.actions.refundDescription', {
              amount: money(order.totals.refundableMinor, order.currency),
            })}
            testId="order-refund"
          >
            {(close) => (
              <ActionForm
                close={close}
                intent="refund"
                submitLabel={t('admin.orders.actions.confirmRefund')}
                testId="order-refund"
              >
                {(error) => (
                  <>
                    <fieldset className="flex flex-col gap-2">
                      <legend className="mb-1 text-sm font-medium text-ink">
                        {t('admin.orders.actions.refundTo')}
                      </legend>
                      <label className="flex items-center gap-2 text-sm">
                        <input
                          type="radio"
                          name="to"
                          value="wallet"
                          defaultChecked
                          className="accent-brand"
                        />
                        {t('admin.orders.actions.refundToWallet')}
                      </label>
                      <label className="flex items-center gap-2 text-sm">
                        <input type="radio" name="to" value="original" className="accent-brand" />
                        {t('admin.orders.actions.refundToOriginal')}
                      </label>
                    </fieldset>
                    <div className="flex flex-col gap-1">
                      <label htmlFor="order-refund-amount" className="text-sm font-medium text-ink">
                        {t('admin.orders.actions.amount', { currency: order.currency })}
                      </label>
                      <input
                        id="order-refund-amount"
                        name="amount"
                        inputMode="decimal"
                        dir="ltr"
                        defaultValue={minorToDecimalString(order.totals.refundableMinor, order.currency)}
                        aria-invalid={error?.field === 'amount' || undefined}
                        aria-describedby="order-refund-amount-hint"
                        className={filterControlClass}
                        data-testid="order-refund-amount"
                      />
                      {error?.field === 'amount' ? (
                        <p className="text-xs font-medium text-danger" role="alert">
                          {error.message}
                        </p>
                      ) : null}
                      <p id="order-refund-amount-hint" className="text-xs text-ink-muted">
                        {t('admin.orders.actions.amountHint')}
                      </p>
                    </div>
                    <TextArea name="note" label={t('admin.orders.actions.note')} />
                  </>
                )}
              </ActionForm>
            )}
          </AdminDialog>
        );
      })}
    </div>
  );
}
