import { useState, type FormEvent } from 'react';
import type { LanguageCode } from '@souq/core/locale/locales.ts';
import { formatMoney, MINOR_PER_MAJOR } from '@souq/core/money/money.ts';
import type { GiftCardTheme } from '@souq/core/promotions/gift-card-purchase.service.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { GiftCardFace } from './gift-card-art.tsx';
import type { GiftCardFormSettings } from './gift-card-types.ts';

/** What the live preview shows: the form's current theme, amount, names and message. */
export interface PreviewState {
  theme: GiftCardTheme;
  amount: string;
  customAmount: string;
  senderName: string;
  recipientName: string;
  message: string;
}

/** The preview's state and the form's onChange that keeps it in step with the fields. */
export function useGiftCardPreview(initial: PreviewState) {
  const [preview, setPreview] = useState<PreviewState>(initial);
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
  return { preview, onChange };
}

/** Whole units of the page's currency as money text. */
export function useMajorMoney(currency: GiftCardFormSettings['currency']) {
  const { language, digits } = useLocale();
  return (major: number) =>
    formatMoney(major * MINOR_PER_MAJOR[currency], currency, language as LanguageCode, { digits });
}

/** The card as it will look, beside the form, and how a gift card works. */
export function GiftCardPreview({
  preview,
  currency,
}: {
  preview: PreviewState;
  currency: GiftCardFormSettings['currency'];
}) {
  const t = useT();
  const money = useMajorMoney(currency);
  const typed = Number(preview.customAmount.replace(/[^\d]/g, ''));
  const amount =
    preview.customAmount.trim() !== '' && Number.isFinite(typed) && typed > 0
      ? money(typed)
      : money(Number(preview.amount) || 0);
  return (
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
        amount={amount}
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
  );
}
