import type { AddressContract } from '@souq/core/accounts/addresses.service.ts';
import { listSeparator, type LocaleCode } from '@souq/core/locale/locales.ts';
import { SPLIT_PAYMENTS, type PaymentMethod } from '@souq/core/payments/payment-methods.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { Button } from '../ui/button.tsx';
import { ButtonLink } from '../ui/button-link.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { RadioGroup } from '../ui/radio-group.tsx';
import { addressPartsOf } from './address-text.ts';
import { IsolatedParts } from '../ui/isolated-parts.tsx';

/** First-strong isolation of an amount inside a sentence. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** Where the order goes, with the way back to choose another address. */
export function DeliverTo({ locale, address }: { locale: LocaleCode; address: AddressContract }) {
  const t = useT();
  const { language } = useLocale();
  const separator = listSeparator(language);
  return (
    <section
      aria-labelledby="deliver-to-heading"
      className="rounded-card border border-line bg-surface p-4 text-sm text-ink-soft"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="deliver-to-heading" className="font-bold text-ink">
          {t('checkout.payment.deliverTo')}
        </h2>
        <ButtonLink to={`${localePath(locale, '/address')}?addr=${address._id}`} variant="ghost" size="sm">
          {t('checkout.payment.changeAddress')}
        </ButtonLink>
      </div>
      <p className="mt-1" data-testid="deliver-to">
        <IsolatedParts parts={addressPartsOf(address)} separator={separator} />
      </p>
    </section>
  );
}

/**
 * The balances (offered only when positive) and a referral code; "Update the total" is the form's
 * first submit button, so Enter in the code field updates the total.
 */
export function TendersFieldset({
  balances,
  choices,
  codeError,
  updating,
  money,
}: {
  balances: { walletMinor: number; referralMinor: number };
  choices: { useWallet: boolean; useReferralBalance: boolean; referralCode: string | null };
  codeError: string | null;
  updating: boolean;
  money: (minor: number) => string;
}) {
  const t = useT();
  const balanceChoices = [
    { name: 'useWallet', testId: 'use-wallet', minor: balances.walletMinor, checked: choices.useWallet },
    {
      name: 'useReferralBalance',
      testId: 'use-referral-balance',
      minor: balances.referralMinor,
      checked: choices.useReferralBalance,
    },
  ] as const;
  return (
    <fieldset className="flex flex-col gap-3" data-testid="tenders">
      <legend className="mb-2 text-sm font-bold text-ink">{t('checkout.payment.balances')}</legend>
      {balanceChoices.map((balance) =>
        balance.minor > 0 ? (
          <Checkbox
            key={balance.name}
            name={balance.name}
            value="1"
            defaultChecked={balance.checked}
            data-testid={balance.testId}
            label={t(`checkout.payment.${balance.name}`, { amount: isolate(money(balance.minor)) })}
          />
        ) : null,
      )}
      <FormField
        label={t('checkout.payment.referralCode')}
        hint={t('checkout.payment.referralCodeHint')}
        error={codeError ?? undefined}
      >
        <Input
          name="referralCode"
          dir="ltr"
          autoComplete="off"
          maxLength={64}
          defaultValue={choices.referralCode ?? ''}
          data-testid="referral-code"
        />
      </FormField>
      <Button
        type="submit"
        name="intent"
        value="update"
        variant="secondary"
        loading={updating}
        data-testid="update-total"
      >
        {t('checkout.payment.updateTotal')}
      </Button>
    </fieldset>
  );
}

/** One method of the payment step as its loader shapes it (payments/payment-eligibility.ts). */
export interface PaymentMethodOption {
  method: PaymentMethod;
  kind: 'online' | 'cod';
  eligible: boolean;
  /** Why not (country and currency are not listed at all). */
  reason: 'switchedOff' | 'codProducts' | 'minAmount' | 'maxAmount' | 'balance' | null;
  /** The provider's limit behind minAmount/maxAmount, in minor units. */
  limitMinor: number | null;
  /** Paid later at an outlet with a reference number. */
  reference: boolean;
}

/**
 * The method choice: the online methods eligible here (then those that are not, disabled with the
 * reason), then cash on delivery with its fee; or the note that the balances pay it all. Native
 * radios of one name in nested fieldsets: arrow keys move between them, the form posts without
 * JavaScript, and each group's legend names it.
 */
export function PaymentMethodChoice({
  prepaid,
  options,
  codFeesMinor,
  amountDueMinor,
  defaultMethod,
  money,
}: {
  prepaid: boolean;
  options: PaymentMethodOption[];
  codFeesMinor: number;
  amountDueMinor: number;
  defaultMethod: string | null;
  money: (minor: number) => string;
}) {
  const t = useT();
  if (prepaid)
    return (
      <p className="rounded-card bg-sand p-3 text-sm font-medium text-ink" data-testid="prepaid-note">
        {t('checkout.payment.prepaid')}
      </p>
    );
  const reasonOf = (option: PaymentMethodOption): string | null => {
    switch (option.reason) {
      case 'minAmount':
        return t('payments.checkout.reasons.minAmount', { amount: isolate(money(option.limitMinor ?? 0)) });
      case 'maxAmount':
        return t('payments.checkout.reasons.maxAmount', { amount: isolate(money(option.limitMinor ?? 0)) });
      case 'codProducts':
        return t('payments.checkout.reasons.codProducts');
      case 'switchedOff':
        return t('payments.checkout.reasons.switchedOff');
      case 'balance':
        return t('payments.checkout.unavailable');
      default:
        return null;
    }
  };
  const radioOf = (option: PaymentMethodOption) => {
    const hint =
      option.kind === 'cod'
        ? t('checkout.payment.codHint', { fee: isolate(money(codFeesMinor)) })
        : t(`payments.methods.${option.method}.hint`, { payments: SPLIT_PAYMENTS });
    const reason = option.eligible ? null : reasonOf(option);
    return {
      value: option.method,
      disabled: !option.eligible,
      label: option.kind === 'cod' ? t('checkout.payment.cod') : t(`payments.methods.${option.method}.name`),
      description: reason ? `${reason} · ${hint}` : hint,
    };
  };
  const online = [
    ...options.filter((option) => option.kind === 'online' && option.eligible),
    ...options.filter((option) => option.kind === 'online' && !option.eligible),
  ];
  const cod = options.filter((option) => option.kind === 'cod');
  const chosen =
    defaultMethod && options.some((option) => option.method === defaultMethod && option.eligible)
      ? defaultMethod
      : undefined;
  return (
    <fieldset className="flex flex-col gap-4" data-testid="payment-methods">
      <legend className="mb-2 text-sm font-bold text-ink">{t('payments.checkout.legend')}</legend>
      {online.length > 0 ? (
        <RadioGroup
          name="paymentMethod"
          legend={t('payments.checkout.online')}
          defaultValue={chosen}
          className="rounded-card border border-line p-3"
          options={online.map(radioOf)}
        />
      ) : null}
      {cod.length > 0 ? (
        <RadioGroup
          name="paymentMethod"
          legend={t('payments.checkout.offline')}
          defaultValue={chosen}
          className="rounded-card border border-line p-3"
          options={cod.map(radioOf)}
        />
      ) : null}
      {online.some((option) => option.eligible) ? (
        <p className="text-xs text-ink-muted" data-testid="payment-next">
          {t('payments.checkout.redirect', { amount: isolate(money(amountDueMinor)) })}
        </p>
      ) : null}
    </fieldset>
  );
}
