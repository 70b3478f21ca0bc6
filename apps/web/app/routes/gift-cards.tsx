import { useState, type FormEvent } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import { isDomainError } from '@souq/core/errors.ts';
import { fieldErrorsOf } from '@souq/core/content/form-input.ts';
import type { LanguageCode } from '@souq/core/locale/locales.ts';
import { formatMoney, MINOR_PER_MAJOR } from '@souq/core/money/money.ts';
import {
  createGiftCardForCart,
  type GiftCardTheme,
} from '@souq/core/promotions/gift-card-purchase.service.ts';
import { useLocale, useT } from '../i18n/i18n.ts';
import { localePath, requireLocale } from '../lib/locale-routing.ts';
import { serviceContext } from '../lib/service-context.server.ts';
import { loadSignedIn, mergeHeaders, PRIVATE_HEADERS } from '../lib/session.server.ts';
import { guestCartIdOf, setGuestCartCookie } from '../lib/cart-session.server.ts';
import { formText } from '../lib/content-page.server.ts';
import {
  GIFT_CARD_FIELDS,
  giftCardPageData,
  localizeGiftCardErrors,
  type GiftCardFormValues,
} from '../lib/gift-cards.server.ts';
import { GiftCardEmblem, GiftCardFace, THEME_STYLES } from '../components/gift-cards/gift-card-art.tsx';
import { Banner } from '../components/ui/banner.tsx';
import { Button } from '../components/ui/button.tsx';
import { Checkbox } from '../components/ui/checkbox.tsx';
import { cx } from '../components/ui/cx.ts';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import { Select } from '../components/ui/select.tsx';
import { Textarea } from '../components/ui/textarea.tsx';
import type { Route } from './+types/gift-cards';

const THEMES = Object.keys(THEME_STYLES) as GiftCardTheme[];

/**
 * Gift cards (SPEC.md sections 2 and 5, docs/decisions/021): the purchase form with its live
 * preview. The post makes an unpaid card in the visitor's cart (core createGiftCardForCart) and
 * lands on the cart; a wrong field answers 400 with every field marked. Works without JavaScript
 * (the preview then shows the first theme until the page is posted). Private: it is prefilled
 * with the signed-in user's name and email.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.locale);
  const signedIn = await loadSignedIn(request, context, locale);
  const page = giftCardPageData(serviceContext(context, locale), signedIn?.user ?? null);
  return data({ locale, ...page }, { headers: PRIVATE_HEADERS });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requireLocale(params.locale);
  const form = await request.formData();
  const values = Object.fromEntries(
    GIFT_CARD_FIELDS.map((field) => [field, formText(form, field)]),
  ) as GiftCardFormValues;
  const signedIn = await loadSignedIn(request, context, locale, { forAction: true });
  const actor = signedIn?.actor ?? null;
  const ctx = serviceContext(context, locale, actor);
  const headers = new Headers(PRIVATE_HEADERS);
  const input = {
    ...values,
    // A typed amount wins over the preset buttons.
    amount: values.customAmount.trim() !== '' ? values.customAmount : values.amount,
    createdIn: 'web',
  };
  const kept = actor ? null : guestCartIdOf(request);
  let view;
  try {
    try {
      view = (await createGiftCardForCart(ctx, { ...input, cart: kept })).view;
    } catch (error) {
      // The kept guest cart is gone (merged at a login elsewhere): start a new one.
      if (
        !kept ||
        !isDomainError(error) ||
        !['CART_NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'].includes(error.code)
      )
        throw error;
      view = (await createGiftCardForCart(ctx, { ...input, cart: null })).view;
    }
  } catch (error) {
    const fields = fieldErrorsOf(error);
    if (!fields) throw error;
    return data({ values, errors: localizeGiftCardErrors(locale, fields) }, { status: 400, headers });
  }
  if (!actor && view.userId === null && view.id !== kept) setGuestCartCookie(headers, context, view.id);
  throw redirect(`${localePath(locale, '/cart')}?added=1`, { status: 303, headers });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.metaTitle }, { name: 'description', content: loaderData.metaDescription }];
}

interface PreviewState {
  theme: GiftCardTheme;
  amount: string;
  customAmount: string;
  senderName: string;
  recipientName: string;
  message: string;
}

export default function GiftCardsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { language, digits } = useLocale();
  const navigation = useNavigation();
  const { currency, presets, limits, today, lastDate, messageMax, sender, defaultLang } = loaderData;
  const posted = actionData?.values;
  const errors: Partial<Record<string, string>> = actionData?.errors ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  const initial: PreviewState = {
    theme: (THEMES as string[]).includes(posted?.theme ?? '') ? (posted!.theme as GiftCardTheme) : 'birthday',
    amount: posted?.amount || String(presets[1] ?? presets[0]),
    customAmount: posted?.customAmount ?? '',
    senderName: posted?.senderName ?? sender?.name ?? '',
    recipientName: posted?.recipientName ?? '',
    message: posted?.message ?? '',
  };
  const [preview, setPreview] = useState<PreviewState>(initial);
  // A refused post re-renders the form with its values (keys make the fields take them again).
  const formKey = actionData ? JSON.stringify(actionData.values) : 'initial';
  const money = (major: number) =>
    formatMoney(major * MINOR_PER_MAJOR[currency], currency, language as LanguageCode, { digits });
  const previewAmount = (() => {
    const typed = Number(preview.customAmount.replace(/[^\d]/g, ''));
    if (preview.customAmount.trim() !== '' && Number.isFinite(typed) && typed > 0) return money(typed);
    return money(Number(preview.amount) || 0);
  })();

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    setPreview({
      theme: (text('theme') || 'birthday') as GiftCardTheme,
      amount: text('amount'),
      customAmount: text('customAmount'),
      senderName: text('senderName'),
      recipientName: text('recipientName'),
      message: text('message'),
    });
  };

  const langOptions = (['ar', 'en'] as const).map((lang) => ({ value: lang, label: t(`languages.${lang}`) }));

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8" data-testid="gift-cards-page">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t('giftCards.title')}</h1>
        <p className="mt-2 text-ink-soft">{t('giftCards.intro')}</p>
      </header>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Form
          method="post"
          noValidate
          key={formKey}
          onChange={onChange}
          className="flex flex-col gap-8"
          data-testid="gift-card-form"
        >
          {hasErrors ? (
            <Banner tone="error" title={t('giftCards.fixErrors')}>
              {Object.values(errors)[0]}
            </Banner>
          ) : null}

          <fieldset className="flex flex-col gap-3">
            <legend className="mb-3 text-lg font-bold text-ink">{t('giftCards.sections.theme')}</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {THEMES.map((theme) => (
                <label key={theme} className="group cursor-pointer" data-testid={`theme-${theme}`}>
                  <input
                    type="radio"
                    name="theme"
                    value={theme}
                    defaultChecked={initial.theme === theme}
                    className="peer sr-only"
                  />
                  <span
                    className={cx(
                      'flex flex-col items-center gap-2 rounded-card border-2 border-line bg-surface p-3 text-sm font-semibold text-ink transition-colors',
                      'group-hover:border-line-strong peer-checked:border-brand peer-checked:bg-sand/60',
                      'peer-focus-visible:ring-2 peer-focus-visible:ring-brand peer-focus-visible:ring-offset-2',
                    )}
                  >
                    <GiftCardEmblem theme={theme} className="size-14" />
                    {t(`giftCards.themes.${theme}.name`)}
                  </span>
                </label>
              ))}
            </div>
            {errors.theme ? <p className="text-sm font-medium text-danger">{errors.theme}</p> : null}
          </fieldset>

          <fieldset className="flex flex-col gap-3">
            <legend className="mb-3 text-lg font-bold text-ink">{t('giftCards.sections.amount')}</legend>
            <div
              role="radiogroup"
              aria-label={t('giftCards.amount.presets')}
              className="flex flex-wrap gap-2"
            >
              {presets.map((value) => (
                <label key={value} className="cursor-pointer" data-testid={`amount-${value}`}>
                  <input
                    type="radio"
                    name="amount"
                    value={String(value)}
                    defaultChecked={initial.amount === String(value)}
                    className="peer sr-only"
                  />
                  <span
                    className={cx(
                      'num inline-flex min-h-11 items-center rounded-full border-2 border-line bg-surface px-4 text-sm font-semibold text-ink',
                      'peer-checked:border-brand peer-checked:bg-brand peer-checked:text-white',
                      'peer-focus-visible:ring-2 peer-focus-visible:ring-brand peer-focus-visible:ring-offset-2',
                    )}
                  >
                    {money(value)}
                  </span>
                </label>
              ))}
            </div>
            <FormField
              label={t('giftCards.amount.custom')}
              hint={t('giftCards.amount.customHint', { min: money(limits.min), max: money(limits.max) })}
              error={errors.amount}
              className="max-w-xs"
            >
              <Input
                name="customAmount"
                inputMode="numeric"
                dir="ltr"
                autoComplete="off"
                defaultValue={initial.customAmount}
                endAdornment={<span className="text-sm text-ink-muted">{t(`currencies.${currency}`)}</span>}
              />
            </FormField>
          </fieldset>

          <fieldset className="flex flex-col gap-4">
            <legend className="mb-3 text-lg font-bold text-ink">{t('giftCards.sections.people')}</legend>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label={t('giftCards.fields.senderName')} required error={errors.senderName}>
                <Input
                  name="senderName"
                  autoComplete="name"
                  maxLength={100}
                  defaultValue={posted?.senderName ?? sender?.name ?? ''}
                />
              </FormField>
              <FormField label={t('giftCards.fields.senderEmail')} required error={errors.senderEmail}>
                <Input
                  name="senderEmail"
                  type="email"
                  autoComplete="email"
                  dir="ltr"
                  defaultValue={posted?.senderEmail ?? sender?.email ?? ''}
                />
              </FormField>
              <FormField label={t('giftCards.fields.recipientName')} required error={errors.recipientName}>
                <Input
                  name="recipientName"
                  autoComplete="off"
                  maxLength={100}
                  defaultValue={posted?.recipientName ?? ''}
                />
              </FormField>
              <FormField label={t('giftCards.fields.recipientEmail')} required error={errors.recipientEmail}>
                <Input
                  name="recipientEmail"
                  type="email"
                  autoComplete="off"
                  dir="ltr"
                  defaultValue={posted?.recipientEmail ?? ''}
                />
              </FormField>
            </div>
          </fieldset>

          <fieldset className="flex flex-col gap-5">
            <legend className="mb-3 text-lg font-bold text-ink">{t('giftCards.sections.delivery')}</legend>
            <FormField
              label={t('giftCards.fields.message')}
              hint={t('giftCards.hints.message', { n: messageMax })}
              error={errors.message}
            >
              <Textarea name="message" rows={3} maxLength={messageMax} defaultValue={posted?.message ?? ''} />
            </FormField>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField
                label={t('giftCards.fields.startDate')}
                hint={`${t('giftCards.hints.startDate')} ${t('giftCards.hints.validity')}`}
                error={errors.startDate}
              >
                <Input
                  name="startDate"
                  type="date"
                  dir="ltr"
                  min={today}
                  max={lastDate}
                  defaultValue={posted?.startDate || today}
                />
              </FormField>
              <FormField label={t('giftCards.fields.recipientLang')} error={errors.recipientLang}>
                <Select
                  name="recipientLang"
                  options={langOptions}
                  defaultValue={posted?.recipientLang || defaultLang}
                />
              </FormField>
            </div>
            <Checkbox
              name="agreeNonRefundable"
              value="on"
              label={t('giftCards.agree')}
              error={errors.agreeNonRefundable}
              defaultChecked={posted?.agreeNonRefundable === 'on'}
              data-testid="agree-non-refundable"
            />
          </fieldset>

          <div>
            <Button
              type="submit"
              size="lg"
              loading={navigation.state === 'submitting'}
              data-testid="gift-card-submit"
            >
              {t('giftCards.submit')}
            </Button>
          </div>
        </Form>

        <aside
          className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start"
          aria-labelledby="gift-card-preview-heading"
        >
          <h2 id="gift-card-preview-heading" className="text-lg font-bold text-ink">
            {t('giftCards.preview.heading')}
          </h2>
          <GiftCardFace
            theme={preview.theme}
            greeting={t(`giftCards.themes.${preview.theme}.greeting`)}
            amount={previewAmount}
            to={t('giftCards.preview.to', {
              name: preview.recipientName.trim() || t('giftCards.preview.someone'),
            })}
            from={t('giftCards.preview.from', {
              name: preview.senderName.trim() || t('giftCards.preview.you'),
            })}
            message={preview.message.trim() || null}
          />
          <section className="rounded-card border border-line bg-surface p-4 text-sm text-ink-soft">
            <h3 className="font-semibold text-ink">{t('giftCards.how.title')}</h3>
            <ul className="mt-2 list-disc space-y-1 ps-5">
              <li>{t('giftCards.how.pay')}</li>
              <li>{t('giftCards.how.email')}</li>
              <li>{t('giftCards.how.spend')}</li>
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
