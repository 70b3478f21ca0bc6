import { useEffect, useSyncExternalStore } from 'react';
import { data, Form, useActionData, useNavigation } from 'react-router';
import { formatMoney, currencyLabel } from '@souq/core/money/money.ts';
import { currencyOfCountry, languageOf } from '@souq/core/locale/locales.ts';
import { ensureReferralCode } from '@souq/core/wallet/referral-uses.ts';
import {
  getMyWallet,
  recentWalletEntries,
  requestReferralCodeProfit,
} from '@souq/core/wallet/wallet.service.ts';
import { formatTagOf, t as translate, useLocale, useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { accountFormPost, loaderAndActionHeaders } from '../lib/account-form.server.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { localePath } from '../lib/locale-routing.ts';
import {
  failed,
  formCall,
  PRIVATE_HEADERS,
  requireUser,
  siteOrigin,
  textOf,
  type FormFailure,
} from '../lib/session.server.ts';
import { OrderDate } from '../components/orders/order-details.tsx';
import { Banner } from '../components/ui/banner.tsx';
import { Button } from '../components/ui/button.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import { useToast } from '../components/ui/toast.tsx';
import type { Route } from './+types/profile-referral-code';

/**
 * profile/referral-code (SPEC.md section 2; docs/decisions/018 and 019): the user's code (given now
 * when they have none, as users of the seed), its share link register?discount_code=CODE, the
 * register and payment uses, the referral earnings with a form moving an amount to the wallet
 * (requestReferralCodeProfit) and the wallet with its latest entries. Amounts are in the currency
 * of the page's country.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const { actor } = await requireUser(rc);
  const ctx = rc.service(actor);
  const code = await ensureReferralCode(ctx, actor.id);
  const wallet = await getMyWallet(ctx);
  const entries = await recentWalletEntries(ctx, actor.id, wallet.currency);
  const shareLink = `${siteOrigin(rc)}${localePath(locale, '/register')}?discount_code=${encodeURIComponent(code.code)}`;
  return data(
    {
      locale,
      code: code.code,
      shareLink,
      wallet: {
        currency: wallet.currency,
        balanceMinor: wallet.balanceMinor,
        referralBalanceMinor: wallet.referralBalanceMinor,
        registerUses: wallet.registerUses,
        paymentUses: wallet.paymentUses,
      },
      entries: entries.map((entry) => ({
        id: entry.id,
        amountMinor: entry.amountMinor,
        reason: entry.reason,
        createdAt: entry.createdAt.toISOString(),
      })),
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** requestReferralCodeProfit {amount}: 400 with 'Your balance is lower than your request amount'. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, form, ctx } = await accountFormPost(request, context);
  const raw = textOf(form, 'amount').trim().replace(',', '.');
  const result = await formCall(locale, () =>
    requestReferralCodeProfit(ctx, { amount: raw === '' ? Number.NaN : Number(raw) }),
  );
  if (!result.ok) return failed(result.failure, { amount: raw });
  const amount = formatMoney(result.value.amountMinor, currencyOfCountry(ctx.country), languageOf(locale));
  return data(
    { ok: true as const, message: translate(locale, 'account.referral.moved', { amount }) },
    { headers: PRIVATE_HEADERS },
  );
}

export const headers = loaderAndActionHeaders;

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData, 'account.referral.metaTitle');
}

type Answer = { ok: true; message: string } | { ok: false; error: FormFailure; amount?: string };

const subscribeToNothing = () => () => undefined;

/** The share link in a read-only field (selectable without JavaScript) and, once hydrated, a copy button. */
function ShareLink({ link }: { link: string }) {
  const t = useT();
  const toast = useToast();
  // False on the server and before hydration: the button needs JavaScript, the field does not.
  const canCopy = useSyncExternalStore(
    subscribeToNothing,
    () => typeof navigator.clipboard?.writeText === 'function',
    () => false,
  );
  return (
    <div className="flex flex-wrap items-end gap-2">
      <FormField label={t('account.referral.shareLink')} className="min-w-0 flex-1">
        <Input
          readOnly
          value={link}
          dir="ltr"
          data-testid="share-link"
          onFocus={(e) => e.currentTarget.select()}
        />
      </FormField>
      {canCopy ? (
        <Button
          type="button"
          variant="secondary"
          data-testid="copy-link"
          onClick={() => {
            void navigator.clipboard
              .writeText(link)
              .then(() => toast.success(t('account.referral.copied')))
              .catch(() => undefined);
          }}
        >
          {t('account.referral.copy')}
        </Button>
      ) : null}
    </div>
  );
}

export default function ProfileReferralCode({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { language, digits } = useLocale();
  const { code, shareLink, wallet, entries } = loaderData;
  const answer = useActionData() as Answer | undefined;
  const navigation = useNavigation();
  const toast = useToast();
  useEffect(() => {
    if (answer?.ok) toast.success(answer.message);
  }, [answer, toast]);
  const money = (minor: number) => formatMoney(minor, wallet.currency, language, { digits });
  const count = (value: number) => new Intl.NumberFormat(formatTagOf(language, digits)).format(value);
  const stats = [
    {
      key: 'registerUses',
      label: t('account.referral.registerUses'),
      raw: wallet.registerUses,
      value: count(wallet.registerUses),
    },
    {
      key: 'paymentUses',
      label: t('account.referral.paymentUses'),
      raw: wallet.paymentUses,
      value: count(wallet.paymentUses),
    },
    {
      key: 'referralBalance',
      label: t('account.referral.balance'),
      raw: wallet.referralBalanceMinor,
      value: money(wallet.referralBalanceMinor),
    },
    {
      key: 'walletBalance',
      label: t('account.referral.wallet'),
      raw: wallet.balanceMinor,
      value: money(wallet.balanceMinor),
    },
  ];
  return (
    <div className="flex flex-col gap-6" data-testid="profile-referral-code">
      <div className="flex flex-col gap-2">
        <h2 className="text-2xl font-bold text-ink">{t('account.referral.title')}</h2>
        <p className="text-sm text-ink-soft">{t('account.referral.intro')}</p>
      </div>
      <section
        aria-labelledby="referral-code-heading"
        className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5"
      >
        <div className="flex flex-col gap-1">
          <h3 id="referral-code-heading" className="text-sm font-semibold text-ink-soft">
            {t('account.referral.yourCode')}
          </h3>
          <p className="num text-2xl font-bold tracking-wider text-ink" dir="ltr" data-testid="referral-code">
            {code}
          </p>
        </div>
        <ShareLink link={shareLink} />
      </section>
      <dl className="grid gap-3 sm:grid-cols-2" data-testid="referral-stats">
        {stats.map((stat) => (
          <div key={stat.key} className="rounded-card border border-line bg-surface p-4" data-stat={stat.key}>
            <dt className="text-sm text-ink-soft">{stat.label}</dt>
            <dd
              className="num mt-1 text-xl font-bold text-ink"
              data-testid={`stat-${stat.key}`}
              data-value={stat.raw}
            >
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="move-heading" className="rounded-card border border-line bg-surface p-5">
        <h3 id="move-heading" className="mb-3 font-bold text-ink">
          {t('account.referral.moveTitle')}
        </h3>
        <Form method="post" className="flex flex-wrap items-end gap-3" data-testid="move-form">
          <FormField
            label={t('account.referral.amount', { currency: currencyLabel(wallet.currency, language) })}
            error={answer && !answer.ok ? answer.error.message : undefined}
            className="min-w-0 flex-1"
          >
            <Input
              name="amount"
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              required
              defaultValue={answer && !answer.ok ? answer.amount : ''}
              data-testid="move-amount"
            />
          </FormField>
          <Button type="submit" loading={navigation.state === 'submitting'} data-testid="move-submit">
            {t('account.referral.move')}
          </Button>
        </Form>
        {answer?.ok ? (
          <Banner tone="success" className="mt-3">
            {answer.message}
          </Banner>
        ) : null}
      </section>
      <section aria-labelledby="wallet-heading" className="flex flex-col gap-3">
        <h3 id="wallet-heading" className="font-bold text-ink">
          {t('account.referral.recent')}
        </h3>
        {entries.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('account.referral.noEntries')}</p>
        ) : (
          <table className="w-full text-sm" data-testid="wallet-entries">
            <thead>
              <tr className="border-b border-line text-start text-ink-soft">
                <th scope="col" className="py-2 text-start font-semibold">
                  {t('account.referral.date')}
                </th>
                <th scope="col" className="py-2 text-start font-semibold">
                  {t('account.referral.reason')}
                </th>
                <th scope="col" className="py-2 text-end font-semibold">
                  {t('account.referral.amountColumn')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-line last:border-0" data-reason={entry.reason}>
                  <td className="py-2 text-ink-soft">
                    <OrderDate iso={entry.createdAt} />
                  </td>
                  <td className="py-2 text-ink">{t(`account.referral.reasons.${entry.reason}`)}</td>
                  <td
                    className={`num py-2 text-end font-semibold ${entry.amountMinor < 0 ? 'text-ink' : 'text-success'}`}
                  >
                    {entry.amountMinor < 0 ? `−${money(-entry.amountMinor)}` : `+${money(entry.amountMinor)}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
