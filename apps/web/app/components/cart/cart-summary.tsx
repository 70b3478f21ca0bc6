import { Form } from 'react-router';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { formatMoney } from '@souq/core/money/money.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { PriceBreakdown } from '../checkout/price-breakdown.tsx';
import { Banner } from '../ui/banner.tsx';
import { Button } from '../ui/button.tsx';
import { ButtonLink } from '../ui/button-link.tsx';
import { cx } from '../ui/cx.ts';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import type { CartData } from './cart-types.ts';

/** What the cart is worth in the other countries it can be bought in (SPEC.md section 3). */
export function OtherCountryTotals({ totals }: { totals: CartData['otherTotals'] }) {
  const t = useT();
  const { language, digits } = useLocale();
  if (totals.length === 0) return null;
  return (
    <div className="mt-6 rounded-card border border-line bg-surface p-4 text-sm text-ink-soft">
      <h3 className="font-semibold text-ink">{t('cart.otherTotals.title')}</h3>
      <ul className="mt-2 flex flex-col gap-1">
        {totals.map((other) => (
          <li key={other.country} data-country={other.country}>
            {t('cart.otherTotals.line', {
              country: t(`countriesInText.${other.country}`),
              count: other.quantity,
              amount: `\u2068${formatMoney(other.valueMinor, other.currency, language, { digits })}\u2069`,
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The coupon or gift card kept on the cart, whether it applies, and a button to take it off. */
function KeptCode({
  text,
  applies,
  intent,
  testId,
  conditions = [],
}: {
  text: string;
  applies: boolean;
  intent: 'removeCoupon' | 'removeGiftCard';
  testId: string;
  /** The terms the code's data sets (a first order only), so the shopper sees why it may not apply. */
  conditions?: string[];
}) {
  const t = useT();
  return (
    <Form method="post" className="mt-3 flex items-center justify-between gap-2">
      <input type="hidden" name="intent" value={intent} />
      <div>
        <p
          className={cx('text-sm font-medium', applies ? 'text-success' : 'text-warning')}
          data-testid={testId}
        >
          {text}
        </p>
        {conditions.map((condition) => (
          <p key={condition} className="text-xs text-ink-soft" data-testid={`${testId}-condition`}>
            {condition}
          </p>
        ))}
      </div>
      <Button type="submit" variant="ghost" size="sm">
        {t('cart.coupon.remove')}
      </Button>
    </Form>
  );
}

/** The code form, the codes kept, the bill and the way to checkout. */
export function CartSummary({
  locale,
  cart,
  canCheckout,
  couponError,
  applying,
}: {
  locale: LocaleCode;
  cart: CartData;
  canCheckout: boolean;
  couponError: string | null;
  applying: boolean;
}) {
  const t = useT();
  return (
    <aside className="flex flex-col gap-5" aria-labelledby="cart-summary-heading">
      <div className="rounded-panel border border-line bg-surface p-5">
        <h2 id="cart-summary-heading" className="text-lg font-bold text-ink">
          {t('cart.summary')}
        </h2>
        <Form method="post" className="mt-4 flex flex-col gap-2" data-testid="coupon-form">
          <input type="hidden" name="intent" value="coupon" />
          <FormField label={t('cart.coupon.label')} hint={t('cart.coupon.hint')} error={couponError}>
            <Input name="code" dir="ltr" autoComplete="off" required maxLength={64} />
          </FormField>
          <Button type="submit" variant="secondary" loading={applying}>
            {t('cart.coupon.apply')}
          </Button>
        </Form>
        {cart.coupon ? (
          <KeptCode
            testId="coupon-status"
            intent="removeCoupon"
            applies={cart.coupon.applies}
            text={t(cart.coupon.applies ? 'cart.coupon.applied' : 'cart.coupon.notApplied', {
              code: `\u2066${cart.coupon.code}\u2069`,
            })}
            conditions={cart.coupon.firstOrderOnly ? [t('cart.coupon.firstOrderOnly')] : []}
          />
        ) : null}
        {cart.giftCard ? (
          <KeptCode
            testId="gift-card-status"
            intent="removeGiftCard"
            applies={cart.giftCard.applies}
            text={t(cart.giftCard.applies ? 'cart.giftCard.applied' : 'cart.giftCard.notApplied')}
          />
        ) : null}
        <PriceBreakdown
          className="mt-5"
          data={{ ...cart.bill, codFeesMinor: null, totalMinor: cart.bill.amountDueMinor }}
        />
        {/* A bill the balances pay in full collects nothing on delivery: no COD warning. */}
        {!cart.bill.codAvailable && canCheckout && cart.bill.amountDueMinor > 0 ? (
          <Banner tone="warning" className="mt-4">
            {t('errors.payment.codUnavailable')}
          </Banner>
        ) : null}
        <div className="mt-5 flex flex-col gap-2">
          {canCheckout ? (
            <ButtonLink to={localePath(locale, '/address')} fullWidth data-testid="checkout-button">
              {t('cart.checkout')}
            </ButtonLink>
          ) : (
            <Button disabled fullWidth>
              {t('cart.checkout')}
            </Button>
          )}
          <ButtonLink to={localePath(locale)} variant="ghost" fullWidth>
            {t('cart.continueShopping')}
          </ButtonLink>
        </div>
      </div>
    </aside>
  );
}
