import { data, Form, useActionData, useNavigation } from 'react-router';
import {
  listPaymentMethodSwitches,
  setCountryPaymentMethods,
  type PaymentMethodSwitch,
} from '@souq/core/payments/payment-settings.service.ts';
import { isCountry, type CountryCode } from '@souq/core/locale/locales.ts';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { failed, formCall, PRIVATE_HEADERS, textOf } from '../../lib/session.server.ts';
import { loaderAndActionHeaders } from '../../lib/account-form.server.ts';
import { useActionToast } from '../../components/account/use-action-toast.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage, AdminSection } from '../../components/admin/admin-page.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import type { Route } from './+types/payment-methods';

/** The payment method switches (issue 18): a table per country, superAdmin only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'settings.write');
  const switches = await listPaymentMethodSwitches(service);
  return data({ locale: rc.locale, ...switches }, { headers: PRIVATE_HEADERS });
}

/** One country's form: the switches left on are posted as `enabled`; the rest of its methods go off. */
export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'settings.write');
  const form = await request.formData();
  const country = textOf(form, 'country');
  const enabled = form.getAll('enabled').filter((value): value is string => typeof value === 'string');
  const result = await formCall(rc.locale, () => setCountryPaymentMethods(service, { country, enabled }));
  if (!result.ok) return failed(result.failure, { country });
  return data(
    {
      ok: true as const,
      kind: 'saved' as const,
      country: result.value.country,
      message: translate(rc.locale, 'admin.paymentMethods.saved', {
        count: result.value.changed,
        country: translate(rc.locale, `countries.${result.value.country}`),
      }),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export const headers = loaderAndActionHeaders;

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.paymentMethods.title');
}

type Answer =
  | { ok: true; kind: 'saved'; country: CountryCode; message: string }
  | { ok: false; error: { message: string; field: string | null; code: string }; country?: string };

function GatewayCell({ row }: { row: PaymentMethodSwitch }) {
  const t = useT();
  const name = row.provider
    ? t(`admin.paymentMethods.gateways.${row.provider}`)
    : t('admin.paymentMethods.gateways.site');
  return (
    <span className="flex flex-col gap-0.5">
      <span>{name}</span>
      {row.kind === 'online' && row.carriedBy === 'sandbox' ? (
        <span className="text-xs text-ink-muted">{t('admin.paymentMethods.viaSandbox')}</span>
      ) : null}
      {row.kind === 'online' && row.carriedBy === null ? (
        <span className="text-xs text-danger">{t('admin.paymentMethods.notConfigured')}</span>
      ) : null}
    </span>
  );
}

function CountryTable({
  country,
  methods,
  answer,
}: {
  country: CountryCode;
  methods: PaymentMethodSwitch[];
  answer: Answer | undefined;
}) {
  const t = useT();
  const navigation = useNavigation();
  const countryName = t(`countries.${country}`);
  const saving = navigation.state === 'submitting' && navigation.formData?.get('country') === country;
  const mine = answer && answer.country === country ? answer : undefined;
  // A saved form starts again from what is stored (the switches' defaults follow the loader).
  const version = methods.map((row) => (row.enabled ? 1 : 0)).join('');
  return (
    <AdminSection
      title={countryName}
      actions={
        <span className="text-xs text-ink-muted">
          {t('admin.paymentMethods.methodsCount', { count: methods.length })}
        </span>
      }
    >
      <Form
        method="post"
        className="flex flex-col gap-3"
        key={version}
        data-testid={`payment-methods-${country}`}
      >
        <input type="hidden" name="country" value={country} />
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">
              {t('admin.paymentMethods.caption', { country: countryName })}
            </caption>
            <thead className="text-xs text-ink-muted">
              <tr>
                <th scope="col" className="py-2 pe-3 text-start font-semibold">
                  {t('admin.paymentMethods.columns.method')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('admin.paymentMethods.columns.gateway')}
                </th>
                <th scope="col" className="py-2 ps-3 text-end font-semibold">
                  {t('admin.paymentMethods.columns.offered')}
                </th>
              </tr>
            </thead>
            <tbody>
              {methods.map((row) => {
                const methodName = t(`payments.methods.${row.method}.name`);
                return (
                  <tr key={row.method} className="border-t border-line align-middle" data-method={row.method}>
                    <th scope="row" className="py-2.5 pe-3 text-start font-medium text-ink">
                      <span className="flex flex-wrap items-center gap-2">
                        {methodName}
                        {row.installment ? (
                          <Badge size="sm">{t('admin.paymentMethods.installment')}</Badge>
                        ) : null}
                        {row.reference ? (
                          <Badge size="sm">{t('admin.paymentMethods.reference')}</Badge>
                        ) : null}
                      </span>
                    </th>
                    <td className="px-3 py-2.5 text-ink-soft">
                      <GatewayCell row={row} />
                    </td>
                    <td className="py-2.5 ps-3">
                      <div className="flex items-center justify-end">
                        <Switch
                          id={`switch-${country}-${row.method}`}
                          name="enabled"
                          value={row.method}
                          defaultChecked={row.enabled}
                          label={
                            <span className="sr-only">
                              {t('admin.paymentMethods.switchLabel', {
                                method: methodName,
                                country: countryName,
                              })}
                            </span>
                          }
                          data-testid={`switch-${country}-${row.method}`}
                        />
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" loading={saving} data-testid={`save-${country}`}>
            {t('admin.paymentMethods.save', { country: countryName })}
          </Button>
          {mine ? (
            mine.ok ? (
              <p className="text-sm text-success" role="status">
                {mine.message}
              </p>
            ) : (
              <p className="text-sm text-danger" role="alert">
                {mine.error.message}
              </p>
            )
          ) : null}
        </div>
      </Form>
    </AdminSection>
  );
}

export default function AdminPaymentMethods({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData() as Answer | undefined;
  useActionToast(answer);
  const { mode, countries } = loaderData;
  // A failure that names no country of the shop is shown above the tables.
  const loose = answer && !answer.ok && !isCountry(answer.country ?? '') ? answer.error.message : null;
  return (
    <AdminPage title={t('admin.paymentMethods.title')} description={t('admin.paymentMethods.description')}>
      <Banner tone={mode === 'sandbox' ? 'info' : 'warning'}>
        <span data-testid="payments-mode" data-mode={mode}>
          {mode === 'sandbox' ? t('admin.paymentMethods.sandboxNote') : t('admin.paymentMethods.liveNote')}
        </span>
      </Banner>
      {loose ? (
        <p className="text-sm text-danger" role="alert">
          {loose}
        </p>
      ) : null}
      <div className="grid items-start gap-5 xl:grid-cols-2 2xl:grid-cols-3">
        {countries.map((entry) => (
          <CountryTable key={entry.country} country={entry.country} methods={entry.methods} answer={answer} />
        ))}
      </div>
    </AdminPage>
  );
}
