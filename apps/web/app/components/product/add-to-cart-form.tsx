import { useFetcher } from 'react-router';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { listSeparator } from '@souq/core/locale/locales.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { AddToCartAnswer, useHydrated, type CartActionAnswer } from '../cart/add-to-cart-answer.tsx';
import { Button } from '../ui/button.tsx';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon.tsx';
import { thumbnailOf } from '../ui/image-sources.ts';
import { QuantityStepper } from '../ui/quantity-stepper.tsx';
import { RadioGroup } from '../ui/radio-group.tsx';
import type { FeatureGroup, ProductPageProduct, ProductVariant } from './product-types.ts';

type Money = (minor: number) => string;

/** First-strong isolation: "+" stays before "40 ج.م" in Arabic as in "+40 EGP". */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** "+40 EGP": what a variant or a feature value adds to the price. */
function useExtraPrice(money: Money) {
  const t = useT();
  return (minor: number) => t('productPage.extraPrice', { price: isolate(money(minor)) });
}

/**
 * Add to cart: posts to the cart's action (routes/cart.tsx), through a fetcher with JavaScript (the
 * page stays), as a plain form without it (the cart answers with a redirect to itself).
 */
export function AddToCartForm({
  locale,
  product,
  primaryVariant,
  money,
}: {
  locale: LocaleCode;
  product: ProductPageProduct;
  primaryVariant: ProductVariant | undefined;
  money: Money;
}) {
  const t = useT();
  const cartFetcher = useFetcher<CartActionAnswer>();
  const hydrated = useHydrated();
  return (
    <cartFetcher.Form
      method="post"
      action={localePath(locale, '/cart')}
      className="flex flex-col gap-5"
      data-testid="add-to-cart-form"
    >
      <input type="hidden" name="intent" value="add" />
      {/* Without JavaScript the cart answers with a redirect to itself. */}
      {hydrated ? null : <input type="hidden" name="next" value="cart" />}
      {product.variants.length > 1 ? (
        <VariantChoice variants={product.variants} primaryVariant={primaryVariant} money={money} />
      ) : primaryVariant ? (
        <input type="hidden" name="image" value={primaryVariant.id} />
      ) : null}
      <FeatureChoices variants={product.variants} money={money} />
      <div className="flex flex-wrap items-center gap-3">
        <QuantityStepper
          name="quantity"
          label={t('productPage.quantity')}
          min={1}
          max={Math.max(1, product.maxQuantity)}
          disabled={product.soldOut}
        />
        <Button
          type="submit"
          size="lg"
          disabled={product.soldOut}
          loading={cartFetcher.state !== 'idle'}
          icon={<Icon name="cart" size={20} />}
        >
          {t('productPage.addToCart')}
        </Button>
      </div>
      <AddToCartAnswer answer={cartFetcher.data} idle={cartFetcher.state === 'idle'} />
    </cartFetcher.Form>
  );
}

function useVariantName() {
  const t = useT();
  return (variant: ProductVariant, index: number) =>
    variant.primary ? t('productPage.variantPrimary') : t('productPage.variantName', { index: index + 1 });
}

function VariantChoice({
  variants,
  primaryVariant,
  money,
}: {
  variants: ProductVariant[];
  primaryVariant: ProductVariant | undefined;
  money: Money;
}) {
  const t = useT();
  const variantName = useVariantName();
  const extraPrice = useExtraPrice(money);
  return (
    <RadioGroup
      name="image"
      legend={t('productPage.variants')}
      defaultValue={primaryVariant?.id}
      options={variants.map((variant, index) => ({
        value: variant.id,
        label: (
          <span className="flex flex-wrap items-center gap-x-2">
            <img
              src={thumbnailOf(variant.path)}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              className="size-10 rounded-lg bg-sand object-cover"
            />
            <span>{variantName(variant, index)}</span>
            <span className="num text-ink-muted">
              {variant.extraMinor > 0 ? extraPrice(variant.extraMinor) : t('productPage.noExtra')}
            </span>
          </span>
        ),
        description:
          variant.features.length > 0 ? <FeatureList features={variant.features} money={money} /> : undefined,
      }))}
    />
  );
}

/** One choice per property of each variant; the cart takes those of the chosen variant. */
function FeatureChoices({ variants, money }: { variants: ProductVariant[]; money: Money }) {
  const t = useT();
  const variantName = useVariantName();
  const extraPrice = useExtraPrice(money);
  return variants.map((variant, index) =>
    variant.features.map((feature) => (
      <RadioGroup
        key={`${variant.id}:${feature.property}`}
        name={`feature:${variant.id}`}
        legend={
          variants.length > 1
            ? t('productPage.featureOfVariant', {
                property: feature.property,
                variant: variantName(variant, index),
              })
            : feature.property
        }
        defaultValue={feature.values[0]?.id}
        options={feature.values.map((value) => ({
          value: value.id,
          label: (
            <span className="flex flex-wrap items-center gap-x-2">
              <span>{value.value}</span>
              {value.extraMinor > 0 ? (
                <span className="num text-ink-muted">{extraPrice(value.extraMinor)}</span>
              ) : null}
            </span>
          ),
        }))}
      />
    )),
  );
}

/** "Size: S, M, XL (+40 EGP)": the values of each property, with the extra cost where there is one. */
function FeatureList({
  features,
  money,
  className,
}: {
  features: FeatureGroup[];
  money: Money;
  className?: string;
}) {
  const { language } = useLocale();
  const extraPrice = useExtraPrice(money);
  return (
    <span className={cx('flex flex-col', className)}>
      {features.map((feature) => (
        <span key={feature.property}>
          <span className="font-medium">{feature.property}:</span>{' '}
          {feature.values
            .map((value) =>
              value.extraMinor > 0 ? `${value.value} (${extraPrice(value.extraMinor)})` : value.value,
            )
            .join(listSeparator(language))}
        </span>
      ))}
    </span>
  );
}
