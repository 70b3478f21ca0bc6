import { useMemo } from 'react';
import type { CurrencyCode } from '@souq/core/locale/locales.ts';
import { formatMoney } from '@souq/core/money/money.ts';
import { formatTagOf, useLocale } from '../../../i18n/i18n.ts';

/**
 * Money and counts in the page's language and digits, the same functions from render to render.
 * DataTable renders each column's `cell` as a component: columns rebuilt with a new formatter on
 * every render would remount their cells, and an open dialog inside one would close.
 */
export function useStableFormatters() {
  const { language, digits } = useLocale();
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(formatTagOf(language, digits));
    return {
      money: (amountMinor: number, currency: CurrencyCode) =>
        formatMoney(amountMinor, currency, language, { digits }),
      count: (value: number) => numbers.format(value),
    };
  }, [language, digits]);
}
