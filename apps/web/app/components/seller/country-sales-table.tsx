import type { CountrySales } from '@souq/core/designers/profits.service.ts';
import { useT } from '../../i18n/i18n.ts';
import {
  CountryCell,
  ScrollTable,
  TableHead,
  tdClass,
  useCount,
  useMoney,
  usePercent,
} from './seller-ui.tsx';

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
      <TableHead
        columns={[
          t('seller.profits.country'),
          t('seller.profits.pieces'),
          ...(detailed ? [t('seller.profits.share'), t('seller.profits.salesValue')] : []),
          t('seller.profits.profit'),
          t('seller.profits.profitEgp'),
        ]}
      />
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
