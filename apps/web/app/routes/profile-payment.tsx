import { useState } from 'react';
import { data, Form, useActionData, useNavigation } from 'react-router';
import {
  addPayment,
  listPaymentDetails,
  removePayment,
  updatePayment,
  type PaymentDetailsContract,
} from '@souq/core/accounts/payout-details.service.ts';
import { languageOf } from '@souq/core/locale/locales.ts';
import { useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { accountFormPost, loaderAndActionHeaders, savedItemAnswer } from '../lib/account-form.server.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { failed, formCall, PRIVATE_HEADERS, requireSeller, textOf } from '../lib/session.server.ts';
import { fieldError, type AuthActionData } from '../components/account/account-types.ts';
import { useActionToast } from '../components/account/use-action-toast.ts';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import { Select } from '../components/ui/select.tsx';
import { SavedItemCard } from '../components/account/edit-remove-actions.tsx';
import type { Route } from './+types/profile-payment';

/** The payout fields of SPEC.md section 3 (the card number and security code are not asked for). */
const FIELDS = [
  'bank',
  'branch',
  'name',
  'accountNo',
  'iban',
  'country',
  'swiftCode',
  'email',
  'creditMethod',
] as const;
type PaymentField = (typeof FIELDS)[number];
const LTR = new Set<PaymentField>(['accountNo', 'iban', 'swiftCode', 'email']);
const METHODS = ['bank', 'wallet', 'cash'] as const;

/** Designers only (SPEC.md section 6): anyone else goes to profile/edit. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const { actor } = await requireSeller(rc);
  const details = await listPaymentDetails(rc.service(actor), {});
  return data({ locale, details }, { headers: PRIVATE_HEADERS });
}

/** addPayment, updatePayment and removePayment (SPEC.md section 7). */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, form, ctx } = await accountFormPost(request, context, requireSeller);
  const intent = textOf(form, 'intent');
  const input = Object.fromEntries(FIELDS.map((field) => [field, textOf(form, field)]));
  const result = await formCall(locale, async () => {
    if (intent === 'remove') return removePayment(ctx, { bank: textOf(form, 'bank') });
    if (intent === 'update') return updatePayment(ctx, { ...input, mailLang: languageOf(locale) });
    return addPayment(ctx, input);
  });
  if (!result.ok) return failed(result.failure);
  return savedItemAnswer(locale, intent, 'account.payment');
}

export const headers = loaderAndActionHeaders;

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData, 'account.payment.title');
}

function PaymentForm({
  details,
  answer,
  busy,
  onCancel,
}: {
  details: PaymentDetailsContract | null;
  answer: AuthActionData | undefined;
  busy: boolean;
  onCancel?: () => void;
}) {
  const t = useT();
  return (
    <Form
      method="post"
      noValidate
      className="grid gap-4 rounded-panel border border-line bg-surface p-5 sm:grid-cols-2"
      data-testid="payment-form"
    >
      <h3 className="font-bold text-ink sm:col-span-2">
        {details ? t('account.payment.editTitle') : t('account.payment.addTitle')}
      </h3>
      <input type="hidden" name="intent" value={details ? 'update' : 'add'} />
      {FIELDS.map((field) => (
        <FormField
          key={field}
          label={t(`account.payment.${field}`)}
          required={field === 'bank'}
          error={fieldError(answer, field)}
        >
          {field === 'creditMethod' ? (
            <Select
              name="creditMethod"
              defaultValue={details?.creditMethod ?? 'bank'}
              options={METHODS.map((method) => ({
                value: method,
                label: t(`account.payment.methods.${method}`),
              }))}
            />
          ) : (
            <Input
              name={field}
              defaultValue={details?.[field] ?? ''}
              readOnly={field === 'bank' && details !== null}
              type={field === 'email' ? 'email' : 'text'}
              dir={LTR.has(field) ? 'ltr' : undefined}
            />
          )}
        </FormField>
      ))}
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" loading={busy}>
          {t('account.payment.save')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('account.payment.cancel')}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

export default function ProfilePayment({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { details } = loaderData;
  const answer = useActionData() as AuthActionData | undefined;
  const navigation = useNavigation();
  const [editing, setEditing] = useState<string | null>(null);
  useActionToast(answer);
  const busy = navigation.state === 'submitting';
  return (
    <div className="flex flex-col gap-6" data-testid="profile-payment">
      <div>
        <h2 className="text-2xl font-bold text-ink">{t('account.payment.title')}</h2>
        <p className="text-sm text-ink-muted">{t('account.payment.intro')}</p>
      </div>
      {details.length === 0 ? <EmptyState illustration="orders" title={t('account.payment.empty')} /> : null}
      <ul className="flex flex-col gap-3">
        {details.map((item) =>
          editing === item._id ? (
            <li key={item._id}>
              <PaymentForm details={item} answer={answer} busy={busy} onCancel={() => setEditing(null)} />
            </li>
          ) : (
            <SavedItemCard
              key={item._id}
              testId="payment-card"
              editLabel={t('account.payment.edit')}
              removeLabel={t('account.payment.remove')}
              onEdit={() => setEditing(item._id)}
              itemField={{ name: 'bank', value: item.bank }}
            >
              <p className="font-semibold text-ink">{item.bank}</p>
              {item.name ? <p>{item.name}</p> : null}
              {item.iban ? (
                <p dir="ltr" className="text-end">
                  {item.iban}
                </p>
              ) : null}
            </SavedItemCard>
          ),
        )}
      </ul>
      {editing === null ? (
        <PaymentForm key={details.length} details={null} answer={answer} busy={busy} />
      ) : null}
    </div>
  );
}
