import type { FormEvent } from 'react';
import { Form } from 'react-router';
import type { GiftCardTheme } from '@souq/core/promotions/gift-card-purchase.service.ts';
import { useT } from '../../i18n/i18n.ts';
import { Banner } from '../ui/banner.tsx';
import { Button } from '../ui/button.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { cx } from '../ui/cx.ts';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { Select } from '../ui/select.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { GiftCardEmblem, THEME_STYLES } from './gift-card-art.tsx';
import { useMajorMoney, type PreviewState } from './gift-card-preview.tsx';
import type { GiftCardFormSettings, GiftCardFormValues } from './gift-card-types.ts';

export const GIFT_CARD_THEMES = Object.keys(THEME_STYLES) as GiftCardTheme[];

type Errors = Partial<Record<string, string>>;

interface SectionProps {
  settings: GiftCardFormSettings;
  initial: PreviewState;
  posted: GiftCardFormValues | undefined;
  errors: Errors;
}

/** The purchase form (works without JavaScript); `onChange` keeps the preview in step. */
export function GiftCardForm({
  formKey,
  onChange,
  busy,
  ...section
}: SectionProps & { formKey: string; onChange: (event: FormEvent<HTMLFormElement>) => void; busy: boolean }) {
  const t = useT();
  const { errors } = section;
  return (
    <Form
      method="post"
      noValidate
      key={formKey}
      onChange={onChange}
      className="flex flex-col gap-8"
      data-testid="gift-card-form"
    >
      {Object.keys(errors).length > 0 ? (
        <Banner tone="error" title={t('giftCards.fixErrors')}>
          {Object.values(errors)[0]}
        </Banner>
      ) : null}
      <ThemeChoice {...section} />
      <AmountChoice {...section} />
      <PeopleFields {...section} />
      <DeliveryFields {...section} />
      <div>
        <Button type="submit" size="lg" loading={busy} data-testid="gift-card-submit">
          {t('giftCards.submit')}
        </Button>
      </div>
    </Form>
  );
}

/** A radio drawn as a tile or a pill: the input is hidden, the styled span shows the choice. */
const choiceFocus =
  'peer-focus-visible:ring-2 peer-focus-visible:ring-brand peer-focus-visible:ring-offset-2';

function ThemeChoice({ initial, errors }: SectionProps) {
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-lg font-bold text-ink">
        {t('giftCards.sections.theme', { step: 1 })}
      </legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {GIFT_CARD_THEMES.map((theme) => (
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
                choiceFocus,
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
  );
}

function AmountChoice({ settings, initial, errors }: SectionProps) {
  const t = useT();
  const { currency, presets, limits } = settings;
  const money = useMajorMoney(currency);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-lg font-bold text-ink">
        {t('giftCards.sections.amount', { step: 2 })}
      </legend>
      <div role="radiogroup" aria-label={t('giftCards.amount.presets')} className="flex flex-wrap gap-2">
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
                choiceFocus,
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
  );
}

function PeopleFields({ settings, posted, errors }: SectionProps) {
  const t = useT();
  const { sender } = settings;
  // Name fields stay in the page's direction; emails are written left to right.
  const fields = [
    { name: 'senderName', autoComplete: 'name', prefill: sender?.name },
    { name: 'senderEmail', autoComplete: 'email', prefill: sender?.email, email: true },
    { name: 'recipientName', autoComplete: 'off' },
    { name: 'recipientEmail', autoComplete: 'off', email: true },
  ] as const;
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-3 text-lg font-bold text-ink">
        {t('giftCards.sections.people', { step: 3 })}
      </legend>
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((field) => (
          <FormField
            key={field.name}
            label={t(`giftCards.fields.${field.name}`)}
            required
            error={errors[field.name]}
          >
            <Input
              name={field.name}
              autoComplete={field.autoComplete}
              {...('email' in field ? { type: 'email', dir: 'ltr' } : { maxLength: 100 })}
              defaultValue={posted?.[field.name] ?? ('prefill' in field ? field.prefill : undefined) ?? ''}
            />
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}

function DeliveryFields({ settings, posted, errors }: SectionProps) {
  const t = useT();
  const { today, lastDate, messageMax, defaultLang } = settings;
  const langOptions = (['ar', 'en'] as const).map((lang) => ({ value: lang, label: t(`languages.${lang}`) }));
  return (
    <fieldset className="flex flex-col gap-5">
      <legend className="mb-3 text-lg font-bold text-ink">
        {t('giftCards.sections.delivery', { step: 4 })}
      </legend>
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
  );
}
