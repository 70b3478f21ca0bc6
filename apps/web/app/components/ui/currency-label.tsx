import { currencyLabel } from '@souq/core/money/money.ts';
import type { CurrencyCode } from '@souq/core/locale/locales.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { cx } from './cx.ts';

/**
 * The currency's short label of SPEC.md section 1 (EGP, SAR, AED; ج.م, ر.س, د.إ), with its full
 * name for screen readers and as a tooltip.
 */
export function CurrencyLabel({ currency, className }: { currency: CurrencyCode; className?: string }) {
  const t = useT();
  const { language } = useLocale();
  const name = t(`currencies.${currency}`);
  return (
    <abbr title={name} className={cx('no-underline', className)}>
      <bdi>{currencyLabel(currency, language)}</bdi>
    </abbr>
  );
}
