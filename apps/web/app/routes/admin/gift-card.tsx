import type { ReactNode } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { cancelGiftCard, getAdminGiftCard, resendGiftCard } from '@souq/core/admin/gift-cards.service.ts';
import { couponFieldError } from '@souq/core/admin/coupon-input.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { formatMoney } from '@souq/core/money/money.ts';
import { LANGUAGES } from '@souq/core/locale/locales.ts';
import { t as translate, useLocale, useT } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { promotionFailure, type PromotionFormFailure } from '../../lib/promotions-form.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { mergeHeaders, PRIVATE_HEADERS, textOf } from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage, AdminSection } from '../../components/admin/admin-page.tsx';
import { AdminDate, adminHref } from '../../components/admin/people-ui.tsx';
import { GiftCardStateBadge } from '../../components/admin/promotions/gift-card-state.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { isolateLtr } from '../../components/ui/bidi.ts';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Select } from '../../components/ui/select.tsx';
import type { Route } from './+types/gift-card';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'promotions.write');
  try {
    const card = await getAdminGiftCard(service, params.id);
    const iso = (date: Date | null) => date?.toISOString() ?? null;
    return data(
      {
        locale: rc.locale,
        card: {
          ...card,
          startAt: card.startAt.toISOString(),
          createdAt: card.createdAt.toISOString(),
          expiredAt: iso(card.expiredAt),
          deliveredAt: iso(card.deliveredAt),
          cancelledAt: iso(card.cancelledAt),
          spends: card.spends.map((spend) => ({ ...spend, createdAt: spend.createdAt.toISOString() })),
        },
      },
      { headers: PRIVATE_HEADERS },
    );
  } catch (error) {
    if (isDomainError(error) && error.status === 404) throw data('Not found', { status: 404 });
    throw error;
  }
}

/** resend (in a language) and cancel (confirmed by a checkbox, so it works without JavaScript). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'promotions.write');
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  try {
    if (intent === 'resend') {
      await resendGiftCard(service, params.id, textOf(form, 'lang'));
      return data(
        { ok: true as const, intent, message: translate(rc.locale, 'admin.promotions.giftCards.resent') },
        { headers: PRIVATE_HEADERS },
      );
    }
    if (intent === 'cancel') {
      if (textOf(form, 'confirm') !== 'on')
        throw couponFieldError('confirm', 'admin.promotions.errors.confirmCancel');
      const { voidedMinor, currency } = await cancelGiftCard(service, params.id);
      return data(
        {
          ok: true as const,
          intent,
          message: translate(rc.locale, 'admin.promotions.giftCards.cancelled', {
            amount: formatMoney(voidedMinor, currency, rc.locale.startsWith('ar') ? 'ar' : 'en'),
          }),
        },
        { headers: PRIVATE_HEADERS },
      );
    }
    throw new Response('Unknown intent', { status: 400 });
  } catch (error) {
    return promotionFailure(rc.locale, error, form, intent);
  }
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.promotions.giftCards.title');
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-sm text-ink">{children}</dd>
    </div>
  );
}

export default function AdminGiftCard({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale, language, digits } = useLocale();
  const navigation = useNavigation();
  const { card } = loaderData;
  const money = (minor: number) => formatMoney(minor, card.currency, language, { digits });
  const failure = actionData && !actionData.ok ? (actionData as PromotionFormFailure) : null;
  const done = actionData?.ok ? actionData : null;
  const busy = (intent: string) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const sendable = card.state !== 'unpaid' && card.state !== 'cancelled' && card.state !== 'expired';
  const cancellable = card.state !== 'cancelled' && card.restAmountMinor > 0;
  const none = t('admin.common.none');
  return (
    <AdminPage
      title={t('admin.promotions.giftCards.cardTitle', { code: isolateLtr(card.maskedCode) })}
      breadcrumbs={[{ label: t('admin.nav.giftCards'), href: adminHref(locale, '/gift-cards') }]}
      description={<GiftCardStateBadge state={card.state} />}
    >
      {done ? <Banner tone="success">{done.message}</Banner> : null}
      {failure && !failure.fields['confirm'] ? (
        <Banner tone="error" title={failure.message}>
          {null}
        </Banner>
      ) : null}
      <div className="grid items-start gap-5 lg:grid-cols-3">
        <div className="flex flex-col gap-5 lg:col-span-2">
          <AdminSection title={t('admin.promotions.giftCards.sections.card')}>
            <dl className="grid gap-4 sm:grid-cols-2" data-testid="gift-card-facts">
              <Fact label={t('admin.promotions.giftCards.columns.code')}>
                <span dir="ltr" className="font-mono">
                  {card.maskedCode}
                </span>
              </Fact>
              <Fact label={t('admin.promotions.giftCards.columns.state')}>
                <GiftCardStateBadge state={card.state} />
              </Fact>
              <Fact label={t('admin.promotions.giftCards.columns.amount')}>{money(card.priceMinor)}</Fact>
              <Fact label={t('admin.promotions.giftCards.columns.balance')}>
                <span data-testid="gift-card-balance">{money(card.restAmountMinor)}</span>
              </Fact>
              <Fact label={t('admin.promotions.giftCards.columns.buyer')}>
                {card.senderName} · <bdi dir="ltr">{card.senderEmail}</bdi>
              </Fact>
              <Fact label={t('admin.promotions.giftCards.columns.recipient')}>
                {card.recipientName} · <bdi dir="ltr">{card.recipientEmail}</bdi>
              </Fact>
              <Fact label={t('admin.promotions.giftCards.fields.theme')}>
                {t(`giftCards.themes.${card.theme}.name`)}
              </Fact>
              <Fact label={t('admin.promotions.giftCards.fields.startAt')}>
                <AdminDate iso={card.startAt} time />
              </Fact>
              <Fact label={t('admin.promotions.giftCards.fields.expiredAt')}>
                {card.expiredAt ? <AdminDate iso={card.expiredAt} /> : none}
              </Fact>
              <Fact label={t('admin.promotions.giftCards.fields.deliveredAt')}>
                {card.deliveredAt ? (
                  <AdminDate iso={card.deliveredAt} time />
                ) : (
                  t('admin.promotions.giftCards.notDelivered')
                )}
              </Fact>
              {card.cancelledAt ? (
                <Fact label={t('admin.promotions.giftCards.fields.cancelledAt')}>
                  <AdminDate iso={card.cancelledAt} time />
                </Fact>
              ) : null}
              <Fact label={t('admin.promotions.giftCards.columns.created')}>
                <AdminDate iso={card.createdAt} time />
              </Fact>
            </dl>
            {card.message ? (
              <blockquote className="whitespace-pre-line rounded-card bg-sand/60 p-3 text-sm text-ink-soft">
                {card.message}
              </blockquote>
            ) : null}
          </AdminSection>
          <AdminSection title={t('admin.promotions.giftCards.sections.spends')}>
            {card.spends.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('admin.promotions.giftCards.noSpends')}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-line text-sm" data-testid="gift-card-spends">
                {card.spends.map((spend) => (
                  <li key={spend.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <Link
                      to={adminHref(locale, `/orders/${spend.orderId}`)}
                      dir="ltr"
                      className="text-brand underline"
                    >
                      {spend.orderNumber ?? spend.orderId.slice(0, 8)}
                    </Link>
                    <span className="num">{money(spend.amountMinor)}</span>
                    <AdminDate iso={spend.createdAt} time />
                  </li>
                ))}
              </ul>
            )}
          </AdminSection>
        </div>
        <div className="flex flex-col gap-5">
          <AdminSection title={t('admin.promotions.giftCards.sections.resend')}>
            <Form method="post" className="flex flex-col gap-3">
              <input type="hidden" name="intent" value="resend" />
              <p className="break-words text-sm text-ink-soft">
                {t('admin.promotions.giftCards.resendBody', { email: isolateLtr(card.recipientEmail) })}
              </p>
              <FormField label={t('admin.promotions.giftCards.fields.language')}>
                <Select
                  name="lang"
                  defaultValue={card.emailLanguage}
                  disabled={!sendable}
                  options={LANGUAGES.map((lang) => ({ value: lang, label: t(`languages.${lang}`) }))}
                />
              </FormField>
              <button
                type="submit"
                disabled={!sendable || busy('resend')}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                data-testid="gift-card-resend"
              >
                {t('admin.promotions.giftCards.resend')}
              </button>
            </Form>
          </AdminSection>
          <AdminSection title={t('admin.promotions.giftCards.sections.cancel')}>
            <Form method="post" className="flex flex-col gap-3" noValidate>
              <input type="hidden" name="intent" value="cancel" />
              <p className="text-sm text-ink-soft">
                {cancellable
                  ? t('admin.promotions.giftCards.cancelBody', { amount: money(card.restAmountMinor) })
                  : t('admin.promotions.giftCards.cannotCancel')}
              </p>
              <Checkbox
                name="confirm"
                disabled={!cancellable}
                label={t('admin.promotions.giftCards.confirmCancel')}
                error={failure?.fields['confirm']}
                data-testid="gift-card-cancel-confirm"
              />
              <button
                type="submit"
                disabled={!cancellable || busy('cancel')}
                className={buttonClasses({ variant: 'danger', size: 'sm' })}
                data-testid="gift-card-cancel"
              >
                {t('admin.promotions.giftCards.cancel')}
              </button>
            </Form>
          </AdminSection>
        </div>
      </div>
    </AdminPage>
  );
}
