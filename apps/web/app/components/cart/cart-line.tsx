import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import { countryOf } from '@souq/core/locale/locales.ts';
import { formatMoney } from '@souq/core/money/money.ts';
import { useCount, useLocale, useT } from '../../i18n/i18n.ts';
import { localePath } from '../../lib/locale-routing.ts';
import type { CartLineData } from './cart-types.ts';
import { refreshSessionHint } from '../layout/session-hint.ts';
import { GiftCardEmblem } from '../gift-cards/gift-card-art.tsx';
import { Badge } from '../ui/badge.tsx';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon.tsx';
import { Price } from '../ui/price.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { LinePicture } from '../orders/line-picture.tsx';

const stepButton =
  'grid size-9 place-items-center text-ink transition-colors hover:bg-sand disabled:cursor-not-allowed disabled:text-line-strong disabled:hover:bg-transparent';

/** The cart's lines; `interactive` off on the payment step (no stepper there). */
export function CartLineList({
  lines,
  interactive = true,
}: {
  lines: CartLineData[];
  interactive?: boolean;
}) {
  return (
    <ul className="flex flex-col gap-3">
      {lines.map((line) => (
        <CartLine key={line.lineId} line={line} interactive={interactive} />
      ))}
    </ul>
  );
}

/**
 * One line of the cart: picture, name, unit price, the quantity stepper and the line total. The
 * stepper is a real form (one submit button per change: reduce, add, remove) posted to the cart
 * action: a page post without JavaScript, a fetcher with it. A line that cannot be bought here
 * says why and shows no total (it is left out of the bill).
 */
export function CartLine({ line, interactive = true }: { line: CartLineData; interactive?: boolean }) {
  const t = useT();
  const { locale, language, digits } = useLocale();
  const count = useCount();
  const fetcher = useFetcher<{ ok: boolean; error?: { message: string } }>();
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.data;
  useEffect(() => {
    if (fetcher.state === 'idle' && answer?.ok) void refreshSessionHint(countryOf(locale));
  }, [fetcher.state, answer, locale]);
  const item = line.imageId
    ? { name: 'image', value: line.imageId }
    : { name: 'giftCard', value: line.giftCardId ?? '' };
  return (
    <li
      className={cx(
        'flex gap-4 rounded-card border border-line bg-surface p-4',
        line.excluded && 'border-dashed bg-sand/40',
      )}
      data-testid="cart-line"
      data-excluded={line.excluded ? 'true' : undefined}
    >
      <LinePicture
        size="lg"
        designThumbnailUrl={line.design?.thumbnailUrl}
        designAlt={t('cart.design.thumbnail', { name: line.name })}
        designTestId="cart-line-design"
        imagePath={line.imagePath}
        fallback={
          line.giftCard ? (
            <GiftCardEmblem theme={line.giftCard.theme} className="size-full rounded-none" />
          ) : undefined
        }
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            {line.href ? (
              <Link
                to={line.href}
                className="font-semibold text-ink hover:underline"
                data-testid="cart-line-name"
              >
                {line.name}
              </Link>
            ) : (
              <p className="font-semibold text-ink" data-testid="cart-line-name">
                {line.name}
              </p>
            )}
            {line.featuresText ? (
              <p className="mt-0.5 text-sm text-ink-muted" data-testid="cart-line-features">
                {line.featuresText}
              </p>
            ) : null}
            {line.giftCard ? (
              <p className="mt-0.5 text-sm text-ink-muted" data-testid="cart-line-gift-card-theme">
                {t('cart.giftCardTheme', { theme: t(`giftCards.themes.${line.giftCard.theme}.name`) })}
              </p>
            ) : null}
            {line.design && line.href && interactive ? (
              <Link
                to={`${line.href}?${new URLSearchParams({ design: line.design.id, line: line.lineId })}`}
                className="mt-1 flex w-fit items-center gap-1 text-sm font-semibold text-brand hover:underline"
                data-testid="cart-line-edit-design"
              >
                {t('cart.design.edit')}
                <span className="sr-only"> {line.name}</span>
              </Link>
            ) : null}
            {line.unitMinor !== null ? (
              <Price
                size="sm"
                currency={line.currency}
                priceMinor={line.unitMinor}
                originalMinor={line.unitBeforeOfferMinor ?? undefined}
                className="mt-1"
              />
            ) : null}
            {!line.cod && !line.excluded && !line.giftCardId ? (
              <Badge tone="warning" size="sm" className="mt-2">
                {t('cart.noCod')}
              </Badge>
            ) : null}
          </div>
          {line.totalMinor !== null && !line.excluded ? (
            <p className="num text-base font-bold text-ink" data-testid="cart-line-total">
              {formatMoney(line.totalMinor, line.currency, language, { digits })}
            </p>
          ) : null}
        </div>
        {line.problem ? (
          <p
            className={cx(
              'flex items-start gap-1.5 text-sm font-medium',
              line.excluded ? 'text-danger' : 'text-warning',
            )}
            data-testid="cart-line-problem"
          >
            <Icon name="alert" size={16} className="mt-0.5 shrink-0" />
            <span>
              {line.problem}
              {line.excluded ? <span className="block font-normal">{t('cart.excluded')}</span> : null}
            </span>
          </p>
        ) : null}
        {interactive ? (
          <fetcher.Form
            method="post"
            action={localePath(locale, '/cart')}
            className="flex flex-wrap items-center gap-3"
          >
            <input type="hidden" name={item.name} value={item.value} />
            <input type="hidden" name="line" value={line.lineId} />
            {line.design ? <input type="hidden" name="designId" value={line.design.id} /> : null}
            {line.featureIds.map((id) => (
              <input key={id} type="hidden" name="feature" value={id} />
            ))}
            <input type="hidden" name="quantity" value="1" />
            <div
              role="group"
              aria-label={t('cart.quantityOf', { name: line.name })}
              aria-busy={busy || undefined}
              className="inline-flex items-center rounded-full border border-control bg-surface"
            >
              <button
                type="submit"
                name="intent"
                value="reduce"
                className={cx(stepButton, 'rounded-s-full')}
                disabled={busy}
                aria-label={t('cart.decrease', { name: line.name })}
              >
                <Icon name="minus" size={16} />
              </button>
              <span
                className="num grid w-10 place-items-center text-base font-semibold text-ink"
                data-testid="cart-line-quantity"
              >
                {busy ? <Spinner size={16} className="text-ink-muted" /> : count(line.quantity)}
              </span>
              <button
                type="submit"
                name="intent"
                value="add"
                className={cx(stepButton, 'rounded-e-full')}
                disabled={busy || line.excluded || line.quantity >= line.maxQuantity}
                aria-label={t('cart.increase', { name: line.name })}
              >
                <Icon name="plus" size={16} />
              </button>
            </div>
            <button
              type="submit"
              name="intent"
              value="remove"
              disabled={busy}
              className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold text-ink-soft transition-colors hover:bg-sand hover:text-danger"
            >
              <Icon name="trash" size={16} />
              {t('cart.remove')}
              <span className="sr-only"> {line.name}</span>
            </button>
          </fetcher.Form>
        ) : (
          <p className="text-sm text-ink-muted">{t('cart.quantity', { count: line.quantity })}</p>
        )}
        {answer && !answer.ok && answer.error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {answer.error.message}
          </p>
        ) : null}
      </div>
    </li>
  );
}
