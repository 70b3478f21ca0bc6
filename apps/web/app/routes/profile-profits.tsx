import { data, Form, Link, useActionData, useNavigation } from 'react-router';
import { listPaymentDetails } from '@souq/core/accounts/payout-details.service.ts';
import { requestWithdrawal } from '@souq/core/designers/payouts.service.ts';
import {
  getProfitByDesigner,
  getProfitByManufacturer,
  type PayoutView,
} from '@souq/core/designers/profits.service.ts';
import { markSellerNotificationsRead } from '@souq/core/designers/seller-notifications.service.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { formatTagOf, t as translate, useLocale, useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { accountFormPost, loaderAndActionHeaders, savedAnswer } from '../lib/account-form.server.ts';
import { localePath } from '../lib/locale-routing.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { failed, localizeError, PRIVATE_HEADERS, requireSeller, textOf } from '../lib/session.server.ts';
import { fieldError, type AuthActionData } from '../components/account/account-types.ts';
import { useActionToast } from '../components/account/use-action-toast.ts';
import { parseAmount } from '../components/seller/seller-input.ts';
import { SalesChart } from '../components/charts/sales-chart.tsx';
import { CountrySalesTable } from '../components/seller/country-sales-table.tsx';
import {
  ScrollTable,
  SellerSection,
  StatCard,
  tdClass,
  TableHead,
  PageTitle,
  ProductThumb,
  useCount,
  useMoney,
} from '../components/seller/seller-ui.tsx';
import { Badge, type BadgeTone } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import type { Route } from './+types/profile-profits';

const NO_PAYMENT_DETAILS = 'errors.payout.noPaymentDetails';

/**
 * profile/profits (SPEC.md section 2; getProfitByDesigner or getProfitByManufacturer): totals,
 * sales per country and product, the chart over time, the payouts and a withdrawal request. Opening
 * it marks the payout notifications read.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const { actor } = await requireSeller(rc);
  const ctx = rc.service(actor);
  const designer = actor.role === 'designer';
  const [profit, paymentDetails] = await Promise.all([
    designer ? getProfitByDesigner(ctx, actor.id) : getProfitByManufacturer(ctx, actor.id),
    // Payment details are a designer's (SPEC.md section 3); a manufacturer is paid as agreed.
    designer ? listPaymentDetails(ctx, {}) : Promise.resolve(null),
  ]);
  await markSellerNotificationsRead(ctx, actor.id, { kinds: ['payout_paid', 'payout_rejected'] });
  return data(
    {
      locale,
      role: actor.role,
      hasPaymentDetails: paymentDetails === null || paymentDetails.length > 0,
      profit: {
        ...profit,
        payouts: profit.payouts.map((payout) => ({
          ...payout,
          requestedAt: payout.requestedAt.toISOString(),
          paidAt: payout.paidAt?.toISOString() ?? null,
          rejectedAt: payout.rejectedAt?.toISOString() ?? null,
        })),
      },
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** requestWithdrawal (SPEC.md section 7): not above the remaining balance, to payment details. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, form, ctx } = await accountFormPost(request, context, requireSeller);
  const amount = parseAmount(textOf(form, 'amount'));
  if (amount === null) {
    return failed({
      message: translate(locale, 'seller.profits.amountInvalid'),
      field: 'amount',
      code: 'BAD_INPUT',
    });
  }
  try {
    await requestWithdrawal(ctx, { amount });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return failed(
      { ...localizeError(locale, error), field: 'amount' },
      { needsPaymentDetails: error.messageKey === NO_PAYMENT_DETAILS },
    );
  }
  return savedAnswer(translate(locale, 'seller.profits.requestSent'));
}

export const headers = loaderAndActionHeaders;

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData, 'seller.profits.metaTitle');
}

const PAYOUT_TONES: Record<PayoutView['status'], BadgeTone> = {
  requested: 'info',
  approved: 'warning',
  paid: 'success',
  rejected: 'danger',
};

function DateText({ iso }: { iso: string | null }) {
  const { language, digits } = useLocale();
  if (!iso) return <span className="text-ink-muted">—</span>;
  const text = new Intl.DateTimeFormat(formatTagOf(language, digits), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(iso));
  return <time dateTime={iso}>{text}</time>;
}

type Answer = AuthActionData & { needsPaymentDetails?: boolean };

export default function ProfileProfits({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLocale();
  const money = useMoney();
  const count = useCount();
  const { locale, profit, hasPaymentDetails } = loaderData;
  const answer = useActionData() as Answer | undefined;
  const navigation = useNavigation();
  useActionToast(answer);
  const best = profit.bestSeller;
  const nameOf = (item: { name: string; arName: string }) =>
    language === 'ar' ? item.arName || item.name : item.name;
  const paymentLink = (
    <Link to={localePath(locale, '/profile/payment')} className="font-semibold text-brand hover:underline">
      {t('seller.profits.addPaymentDetails')}
    </Link>
  );
  return (
    <div className="flex flex-col gap-8" data-testid="seller-profits">
      <PageTitle title={t('seller.profits.title')} intro={t('seller.profits.intro')} />

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          raw={profit.totalMinor}
          label={t('seller.profits.total')}
          value={money(profit.totalMinor, 'EGP')}
          testId="profit-total"
        />
        <StatCard
          raw={profit.paidMinor}
          label={t('seller.profits.paid')}
          value={money(profit.paidMinor, 'EGP')}
          testId="profit-paid"
        />
        <StatCard
          raw={profit.requestedMinor}
          label={t('seller.profits.requested')}
          value={money(profit.requestedMinor, 'EGP')}
          testId="profit-requested"
        />
        <StatCard
          raw={profit.remainMinor}
          label={t('seller.profits.remain')}
          value={money(profit.remainMinor, 'EGP')}
          emphasis
          testId="profit-remain"
        />
      </dl>

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        <SellerSection title={t('seller.profits.bestSeller')} testId="best-seller">
          {best ? (
            <div className="flex items-center gap-3 rounded-card border border-line bg-surface p-3">
              <ProductThumb image={best.image} size={64} lazy={false} />
              <div className="flex min-w-0 flex-col">
                <span className="truncate font-semibold text-ink">{nameOf(best)}</span>
                <span className="text-sm text-ink-muted">
                  {t('seller.dashboard.pieces', { count: best.salesCount })}
                </span>
                <span className="num text-sm font-bold text-brand">{money(best.earnedEgpMinor, 'EGP')}</span>
              </div>
            </div>
          ) : (
            <p className="text-sm text-ink-muted">{t('seller.profits.noBestSeller')}</p>
          )}
        </SellerSection>

        <SellerSection title={t('seller.profits.withdrawTitle')} testId="withdraw">
          <Form
            // A new request remounts the form: the amount field is empty again.
            key={profit.payouts.length}
            method="post"
            noValidate
            className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
            data-testid="withdraw-form"
          >
            <p className="text-sm text-ink-soft">
              {t('seller.profits.withdrawIntro', { amount: money(profit.remainMinor, 'EGP') })}
            </p>
            {hasPaymentDetails ? null : <p className="text-sm">{paymentLink}</p>}
            <FormField label={t('seller.profits.amount')} error={fieldError(answer, 'amount')} required>
              <Input name="amount" inputMode="decimal" autoComplete="off" dir="ltr" />
            </FormField>
            {answer && !answer.ok && answer.needsPaymentDetails ? (
              <p className="text-sm">{paymentLink}</p>
            ) : null}
            <Button type="submit" loading={navigation.state === 'submitting'}>
              {t('seller.profits.withdraw')}
            </Button>
          </Form>
        </SellerSection>
      </div>

      <SalesChart points={profit.monthly} title={t('seller.profits.chartTitle')} />

      <SellerSection title={t('seller.profits.byCountry')}>
        <CountrySalesTable rows={profit.byCountry} detailed testId="profit-countries" />
      </SellerSection>

      {profit.byProduct.length > 0 ? (
        <SellerSection title={t('seller.profits.byProduct')}>
          <ScrollTable testId="profit-products">
            <TableHead
              columns={[
                t('seller.profits.product'),
                t('seller.profits.pieces'),
                t('seller.profits.profitEgp'),
              ]}
            />
            <tbody>
              {profit.byProduct.map((product) => (
                <tr key={product.productId}>
                  <th scope="row" className={`${tdClass} font-semibold`}>
                    {nameOf(product)}
                  </th>
                  <td className={`${tdClass} num`}>{count(product.salesCount)}</td>
                  <td className={`${tdClass} num`}>{money(product.earnedEgpMinor, 'EGP')}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </SellerSection>
      ) : null}

      <SellerSection title={t('seller.profits.payoutsTitle')} testId="payouts">
        {profit.payouts.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('seller.profits.noPayouts')}</p>
        ) : (
          <ScrollTable testId="payouts-table">
            <TableHead
              columns={(['requestedAt', 'amount', 'status', 'decidedAt', 'reference', 'note'] as const).map(
                (column) => (column === 'status' ? t('seller.sales.status') : t(`seller.profits.${column}`)),
              )}
            />
            <tbody>
              {profit.payouts.map((payout) => (
                <tr
                  key={payout.id}
                  data-testid="payout-row"
                  data-status={payout.status}
                  data-amount={payout.amountMinor}
                >
                  <td className={tdClass}>
                    <DateText iso={payout.requestedAt} />
                  </td>
                  <td className={`${tdClass} num font-semibold`}>{money(payout.amountMinor, 'EGP')}</td>
                  <td className={tdClass}>
                    <Badge tone={PAYOUT_TONES[payout.status]}>
                      {t(`seller.profits.payoutStatuses.${payout.status}`)}
                    </Badge>
                  </td>
                  <td className={tdClass}>
                    <DateText iso={payout.paidAt ?? payout.rejectedAt} />
                  </td>
                  <td className={tdClass}>{payout.reference ? <bdi>{payout.reference}</bdi> : '—'}</td>
                  <td className={`${tdClass} text-ink-soft`}>{payout.note ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </SellerSection>
    </div>
  );
}
