import type { CountrySales } from '@souq/core/designers/profits.service.ts';
import { useT } from '../../i18n/i18n.ts';
import { CountryCell, ScrollTable, tdClass, thClass, useCount, useMoney, usePercent } from './seller-ui.tsx';

/**
 * Sales and profit per country: pieces, (optionally) their share and what buyers paid, the
 * seller's profit in the country's currency and in EGP.
 */
export function CountrySalesTable({
  rows,
  detailed = false,
  testId,
}: {
  rows: readonly CountrySales[];
  detailed?: boolean;
  testId?: string;
}) {
  const t = useT();
  const money = useMoney();
  const count = useCount();
  const percent = usePercent();
  return (
    <ScrollTable testId={testId}>
      <thead>
        <tr>
          <th scope="col" className={thClass}>
            {t('seller.profits.country')}
          </th>
          <th scope="col" className={thClass}>
            {t('seller.profits.pieces')}
          </th>
          {detailed ? (
            <>
              <th scope="col" className={thClass}>
                {t('seller.profits.share')}
              </th>
              <th scope="col" className={thClass}>
                {t('seller.profits.salesValue')}
              </th>
            </>
          ) : null}
          <th scope="col" className={thClass}>
            {t('seller.profits.profit')}
          </th>
          <th scope="col" className={thClass}>
            {t('seller.profits.profitEgp')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.country} data-testid="country-row" data-country={row.country}>
            <th scope="row" className={tdClass}>
              <CountryCell country={row.country} currency={row.currency} />
            </th>
            <td className={`${tdClass} num`}>{count(row.salesCount)}</td>
            {detailed ? (
              <>
                <td className={`${tdClass} num`}>{percent(row.salesPercent)}</td>
                <td className={`${tdClass} num`}>{money(row.salesValueMinor, row.currency)}</td>
              </>
            ) : null}
            <td className={`${tdClass} num`}>{money(row.earnedMinor, row.currency)}</td>
            <td className={`${tdClass} num font-semibold`}>{money(row.earnedEgpMinor, 'EGP')}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
