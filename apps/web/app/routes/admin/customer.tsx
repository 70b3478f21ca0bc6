import { useEffect, type ReactNode } from 'react';
import { data, Link, useFetcher } from 'react-router';
import {
  adjustCustomerWallet,
  getAdminCustomer,
  setCustomerRole,
  setCustomerStatus,
} from '@souq/core/admin/customers.service.ts';
import { CUSTOMER_ROLES } from '@souq/core/admin/people-options.ts';
import { CURRENCIES, currencyOfCountry, type CurrencyCode } from '@souq/core/locale/locales.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { t as translate, useT, type MessageKey } from '../../i18n/i18n.ts';
import { can, requireAdmin } from '../../lib/admin.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import {
  failed,
  formCall,
  mergeHeaders,
  PRIVATE_HEADERS,
  textOf,
  withField,
} from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage, AdminSection } from '../../components/admin/admin-page.tsx';
import { AdminDialog, DialogActions } from '../../components/admin/admin-dialog.tsx';
import {
  AdminDate,
  countryKey,
  fieldError,
  RoleBadge,
  StatusBadge,
  useAnswerToast,
  type AdminFormAnswer,
  type PersonRole,
  adminHref,
} from '../../components/admin/people-ui.tsx';
import { useMoney } from '../../components/seller/seller-ui.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { isolate } from '../../components/ui/bidi.ts';
import type { Route } from './+types/customer';
import { addresseeOf } from '../../components/checkout/address-text.ts';
import { IsolatedParts } from '../../components/ui/isolated-parts.tsx';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service, actor } = await requireAdmin(rc, 'customers.read');
  let file;
  try {
    file = await getAdminCustomer(service, params.id);
  } catch (error) {
    if (isDomainError(error) && error.status === 404) throw data('Not found', { status: 404 });
    throw error;
  }
  const iso = (date: Date) => date.toISOString();
  return data(
    {
      locale: rc.locale,
      self: actor.id === file.profile.id,
      may: {
        write: can(actor, 'customers.write'),
        adjust: can(actor, 'wallets.adjust'),
        audit: can(actor, 'audit.read'),
        orders: can(actor, 'orders.read'),
      },
      profile: { ...file.profile, createdAt: iso(file.profile.createdAt) },
      orders: file.orders.map((order) => ({ ...order, createdAt: iso(order.createdAt) })),
      addresses: file.addresses,
      wallet: {
        balances: file.wallet.balances,
        entries: file.wallet.entries.map((entry) => ({ ...entry, createdAt: iso(entry.createdAt) })),
      },
      referral: {
        ...file.referral,
        uses: file.referral.uses.map((use) => ({ ...use, createdAt: iso(use.createdAt) })),
      },
      defaultCurrency: currencyOfCountry(rc.country),
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** block, reactivate, role, wallet: one service call each; the services check the permission. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'customers.read');
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const result = await formCall(rc.locale, async () => {
    if (intent === 'block' || intent === 'reactivate') {
      await setCustomerStatus(service, params.id, intent === 'reactivate');
      return t(intent === 'block' ? 'blocked' : 'reactivated');
    }
    if (intent === 'role') {
      await setCustomerRole(service, params.id, textOf(form, 'role'));
      return t('roleChanged');
    }
    if (intent === 'wallet') {
      await adjustCustomerWallet(service, params.id, {
        currency: textOf(form, 'currency'),
        amount: textOf(form, 'amount'),
        reason: textOf(form, 'reason'),
      });
      return t('adjusted');
    }
    throw new Response('Unknown intent', { status: 400 });
  });
  if (!result.ok) {
    const failure = withField(result.failure, {
      WALLET_REASON_REQUIRED: 'reason',
      WALLET_INVALID_AMOUNT: 'amount',
      WALLET_BALANCE_LOW: 'amount',
    });
    return failed(failure, { intent });
  }
  return data({ ok: true as const, intent, message: result.value }, { headers: PRIVATE_HEADERS });

  function t(key: 'blocked' | 'reactivated' | 'roleChanged' | 'adjusted') {
    return translate(rc.locale, `admin.customers.actions.${key}`);
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.customers.title');
}

type LoaderData = Route.ComponentProps['loaderData'];

/** A dialog's form, posted by its own fetcher: the dialog closes once the action succeeded. */
function useDialogForm(close: () => void) {
  const fetcher = useFetcher<AdminFormAnswer>();
  const answer = fetcher.data;
  useAnswerToast(answer);
  useEffect(() => {
    if (answer?.ok) close();
  }, [answer, close]);
  return { fetcher, answer, busy: fetcher.state !== 'idle' };
}

function StatusForm({ name, active, close }: { name: string; active: boolean; close: () => void }) {
  const t = useT();
  const { fetcher, busy } = useDialogForm(close);
  return (
    <fetcher.Form method="post" className="flex flex-col gap-4">
      <p className="text-sm text-ink-soft">
        {t(active ? 'admin.customers.actions.blockBody' : 'admin.customers.actions.reactivateBody', { name })}
      </p>
      <DialogActions close={close}>
        <button
          type="submit"
          name="intent"
          value={active ? 'block' : 'reactivate'}
          disabled={busy}
          className={buttonClasses({ variant: active ? 'danger' : 'primary', size: 'sm' })}
          data-testid="admin-customer-status-submit"
        >
          {t(active ? 'admin.customers.actions.block' : 'admin.customers.actions.reactivate')}
        </button>
      </DialogActions>
    </fetcher.Form>
  );
}

function RoleForm({ role, close }: { role: PersonRole; close: () => void }) {
  const t = useT();
  const { fetcher, answer, busy } = useDialogForm(close);
  return (
    <fetcher.Form method="post" className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="role" />
      <FormField label={t('admin.customers.actions.newRole')} error={fieldError(answer, 'role')}>
        <Select
          name="role"
          defaultValue={role}
          options={CUSTOMER_ROLES.map((value) => ({ value, label: t(`admin.customers.roles.${value}`) }))}
        />
      </FormField>
      <DialogActions close={close}>
        <button type="submit" disabled={busy} className={buttonClasses({ size: 'sm' })}>
          {t('admin.common.save')}
        </button>
      </DialogActions>
    </fetcher.Form>
  );
}

function WalletForm({ currency, close }: { currency: CurrencyCode; close: () => void }) {
  const t = useT();
  const { fetcher, answer, busy } = useDialogForm(close);
  return (
    <fetcher.Form method="post" className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="intent" value="wallet" />
      <div className="grid grid-cols-[1fr_8rem] gap-3">
        <FormField
          label={t('admin.customers.actions.amount')}
          hint={t('admin.customers.actions.amountHint')}
          error={fieldError(answer, 'amount')}
          required
        >
          <Input name="amount" inputMode="decimal" dir="ltr" autoComplete="off" required />
        </FormField>
        <FormField label={t('admin.customers.actions.currency')}>
          <Select
            name="currency"
            defaultValue={currency}
            options={CURRENCIES.map((code) => ({ value: code, label: code }))}
          />
        </FormField>
      </div>
      <FormField
        label={t('admin.customers.actions.reason')}
        hint={t('admin.customers.actions.reasonHint')}
        error={fieldError(answer, 'reason')}
        required
      >
        <Textarea name="reason" rows={3} maxLength={500} required />
      </FormField>
      {answer && !answer.ok && !answer.error.field ? (
        <p className="text-sm text-danger" role="alert">
          {answer.error.message}
        </p>
      ) : null}
      <DialogActions close={close}>
        <button
          type="submit"
          disabled={busy}
          className={buttonClasses({ size: 'sm' })}
          data-testid="admin-wallet-submit"
        >
          {t('admin.common.save')}
        </button>
      </DialogActions>
    </fetcher.Form>
  );
}

function Actions({ loaderData }: { loaderData: LoaderData }) {
  const t = useT();
  const { profile, may, self, defaultCurrency } = loaderData;
  if (self) return null;
  return (
    <>
      {may.write ? (
        <AdminDialog
          trigger={t(profile.active ? 'admin.customers.actions.block' : 'admin.customers.actions.reactivate')}
          triggerVariant={profile.active ? 'danger' : 'primary'}
          title={t(
            profile.active ? 'admin.customers.actions.blockTitle' : 'admin.customers.actions.reactivateTitle',
            { name: profile.name },
          )}
          testId="admin-customer-status"
        >
          {(close) => <StatusForm name={profile.name} active={profile.active} close={close} />}
        </AdminDialog>
      ) : null}
      {may.write ? (
        <AdminDialog
          trigger={t('admin.customers.actions.changeRole')}
          title={t('admin.customers.actions.roleTitle', { name: profile.name })}
          description={t('admin.customers.actions.roleBody')}
          testId="admin-customer-role"
        >
          {(close) => <RoleForm role={profile.role as PersonRole} close={close} />}
        </AdminDialog>
      ) : null}
      {may.adjust ? (
        <AdminDialog
          trigger={t('admin.customers.actions.adjustWallet')}
          title={t('admin.customers.actions.adjustTitle', { name: profile.name })}
          description={t('admin.customers.actions.adjustBody')}
          testId="admin-customer-wallet"
        >
          {(close) => <WalletForm currency={defaultCurrency} close={close} />}
        </AdminDialog>
      ) : null}
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-sm text-ink">{children}</dd>
    </div>
  );
}

const cellClass = 'border-t border-line px-3 py-2 text-start align-top';
const headClass = 'px-3 py-2 text-start text-xs font-semibold text-ink-muted';

export default function AdminCustomer({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const money = useMoney();
  const { locale, profile, orders, addresses, wallet, referral, may } = loaderData;
  const none = t('admin.common.none');
  const country = countryKey(profile.country);
  return (
    <AdminPage
      title={isolate(profile.name)}
      breadcrumbs={[{ label: t('admin.customers.title'), href: adminHref(locale, '/customers') }]}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <RoleBadge role={profile.role as PersonRole} />
          <StatusBadge active={profile.active} />
          {profile.privilageType ? (
            <Badge tone="brand">{t(`admin.privileges.${profile.privilageType}`)}</Badge>
          ) : null}
        </span>
      }
      actions={<Actions loaderData={loaderData} />}
    >
      <div className="grid gap-5 lg:grid-cols-3">
        <AdminSection title={t('admin.customers.detail.profile')}>
          <dl className="grid grid-cols-2 gap-3" data-testid="admin-customer-profile">
            <Fact label={t('admin.customers.detail.email')}>
              {profile.email ? <bdi dir="ltr">{profile.email}</bdi> : none}
            </Fact>
            <Fact label={t('admin.customers.detail.phone')}>
              {profile.phone ? (
                <span dir="ltr" className="num">
                  {[profile.dialCode, profile.phone].filter(Boolean).join(' ')}
                </span>
              ) : (
                none
              )}
            </Fact>
            <Fact label={t('admin.customers.detail.country')}>
              {country ? t(country) : (profile.country ?? none)}
            </Fact>
            <Fact label={t('admin.customers.detail.city')}>{profile.city ?? none}</Fact>
            <Fact label={t('admin.customers.detail.language')}>
              {t(`languages.${profile.favLang === 'en' ? 'en' : 'ar'}`)}
            </Fact>
            <Fact label={t('admin.customers.detail.joined')}>
              <AdminDate iso={profile.createdAt} />
            </Fact>
            <Fact label={t('admin.customers.detail.orderCount')}>
              <span className="num">{profile.orderCount}</span>
            </Fact>
            <Fact label={t('admin.customers.detail.liveSessions')}>
              <span className="num" data-testid="admin-customer-sessions">
                {profile.liveSessions}
              </span>
            </Fact>
          </dl>
          {may.audit ? (
            <Link
              to={`${adminHref(locale, '/audit-log')}?entityType=user&entityId=${profile.id}`}
              className="text-sm font-medium text-brand hover:underline"
            >
              {t('admin.auditLog.title')}
            </Link>
          ) : null}
        </AdminSection>

        <AdminSection title={t('admin.customers.detail.wallet')}>
          {wallet.balances.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('admin.customers.detail.noBalance')}</p>
          ) : (
            <dl className="flex flex-col gap-2" data-testid="admin-customer-balances">
              {wallet.balances.map((balance) => (
                <div key={balance.currency} className="flex items-baseline justify-between gap-3">
                  <dt className="text-sm text-ink-muted">
                    {t('admin.customers.detail.balance', { currency: balance.currency })}
                  </dt>
                  <dd className="num text-lg font-bold text-ink">
                    {money(balance.balanceMinor, balance.currency)}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </AdminSection>

        <AdminSection title={t('admin.customers.detail.referral')}>
          {referral.code ? (
            <div className="flex flex-col gap-2">
              <p dir="ltr" className="text-end font-mono text-lg font-bold text-ink">
                {referral.code}
              </p>
              <dl className="grid grid-cols-2 gap-3">
                <Fact label={t('admin.customers.detail.paymentUses')}>
                  <span className="num">{referral.paymentUses}</span>
                </Fact>
                <Fact label={t('admin.customers.detail.registerUses')}>
                  <span className="num">{referral.registerUses}</span>
                </Fact>
              </dl>
            </div>
          ) : (
            <p className="text-sm text-ink-muted">{t('admin.customers.detail.noReferralCode')}</p>
          )}
        </AdminSection>
      </div>

      <AdminSection
        title={t('admin.customers.detail.orders')}
        actions={
          may.orders && profile.orderCount > orders.length ? (
            <Link
              to={`${adminHref(locale, '/orders')}?customer=${profile.id}`}
              className="text-sm font-medium text-brand hover:underline"
            >
              {t('admin.customers.detail.allOrders')}
            </Link>
          ) : null
        }
      >
        {orders.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('admin.customers.detail.noOrders')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="admin-customer-orders">
              <thead>
                <tr>
                  <th className={headClass}>{t('admin.customers.detail.orderNumber')}</th>
                  <th className={headClass}>{t('admin.customers.detail.orderStatus')}</th>
                  <th className={headClass}>{t('admin.customers.detail.orderDate')}</th>
                  <th className={`${headClass} text-end`}>{t('admin.customers.detail.orderTotal')}</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.id}>
                    <td className={cellClass}>
                      {may.orders ? (
                        <Link
                          to={adminHref(locale, `/orders/${order.id}`)}
                          dir="ltr"
                          className="font-mono font-semibold text-brand hover:underline"
                        >
                          {order.orderNumber}
                        </Link>
                      ) : (
                        <span dir="ltr" className="font-mono">
                          {order.orderNumber}
                        </span>
                      )}
                    </td>
                    <td className={cellClass}>{t(`orders.statuses.${order.status}` as MessageKey)}</td>
                    <td className={cellClass}>
                      <AdminDate iso={order.createdAt} />
                    </td>
                    <td className={`${cellClass} num text-end`}>{money(order.totalMinor, order.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminSection>

      <AdminSection title={t('admin.customers.detail.ledger')}>
        {wallet.entries.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('admin.customers.detail.noLedger')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="admin-customer-ledger">
              <thead>
                <tr>
                  <th className={headClass}>{t('admin.customers.detail.entryDate')}</th>
                  <th className={headClass}>{t('admin.customers.detail.entryReason')}</th>
                  <th className={headClass}>{t('admin.customers.detail.entryNote')}</th>
                  <th className={`${headClass} text-end`}>{t('admin.customers.detail.entryAmount')}</th>
                </tr>
              </thead>
              <tbody>
                {wallet.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className={cellClass}>
                      <AdminDate iso={entry.createdAt} time />
                    </td>
                    <td className={cellClass}>
                      {t(`admin.customers.detail.reasons.${entry.reason}` as MessageKey)}
                      {entry.orderNumber && entry.orderId ? (
                        <>
                          {' '}
                          <Link
                            to={adminHref(locale, `/orders/${entry.orderId}`)}
                            dir="ltr"
                            className="font-mono text-xs text-brand hover:underline"
                          >
                            {entry.orderNumber}
                          </Link>
                        </>
                      ) : null}
                    </td>
                    <td className={`${cellClass} max-w-md break-words text-ink-soft`}>
                      {entry.note ?? none}
                    </td>
                    <td
                      className={`${cellClass} num text-end font-semibold ${entry.amountMinor < 0 ? 'text-danger' : 'text-success'}`}
                    >
                      {money(entry.amountMinor, entry.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminSection>

      <div className="grid gap-5 lg:grid-cols-2">
        <AdminSection title={t('admin.customers.detail.addresses')}>
          {addresses.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('admin.customers.detail.noAddresses')}</p>
          ) : (
            <ul className="flex flex-col gap-3" data-testid="admin-customer-addresses">
              {addresses.map((address) => {
                const key = countryKey(address.country);
                return (
                  <li key={address._id} className="rounded-xl border border-line p-3 text-sm">
                    <p className="font-semibold text-ink">
                      <bdi>{addresseeOf(address) || address.address1}</bdi>
                    </p>
                    <p className="text-ink-soft">
                      <IsolatedParts
                        parts={[address.address1, address.streetName, address.building]}
                        separator=" · "
                      />
                    </p>
                    <p className="text-ink-soft">
                      <IsolatedParts
                        parts={[address.area, address.city, key ? t(key) : address.country]}
                        separator=" · "
                      />
                    </p>
                    {address.phone ? (
                      <p dir="ltr" className="num text-end text-ink-soft">
                        {[address.code, address.phone].filter(Boolean).join(' ')}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </AdminSection>

        <AdminSection title={t('admin.customers.detail.referralUses')}>
          {referral.uses.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('admin.customers.detail.noReferralUses')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line text-sm">
              {referral.uses.map((use) => (
                <li key={use.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="flex flex-col">
                    <span className="font-medium text-ink">
                      {use.usedById ? (
                        <Link
                          to={adminHref(locale, `/customers/${use.usedById}`)}
                          className="hover:text-brand"
                        >
                          {use.usedByName}
                        </Link>
                      ) : (
                        t('admin.customers.detail.someone')
                      )}
                    </span>
                    <span className="text-xs text-ink-muted">
                      {t(`admin.customers.detail.useKinds.${use.kind}`)} · <AdminDate iso={use.createdAt} />
                    </span>
                  </span>
                  <span className="flex items-center gap-2">
                    {!use.released ? (
                      <Badge tone="warning" size="sm">
                        {t('admin.customers.detail.held')}
                      </Badge>
                    ) : null}
                    {use.currency && use.rewardMinor > 0 ? (
                      <span className="num font-semibold">{money(use.rewardMinor, use.currency)}</span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </AdminSection>
      </div>
    </AdminPage>
  );
}
