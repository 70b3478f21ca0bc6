import { useFetcher } from 'react-router';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { useT } from '../../i18n/i18n.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { AddToCartAnswer, useHydrated, type CartActionAnswer } from '../cart/add-to-cart-answer.tsx';
import { Button } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import { thumbnailOf } from '../ui/image-sources.ts';
import { QuantityStepper } from '../ui/quantity-stepper.tsx';
import { OptionChips } from './option-chips.tsx';
import type { ProductChoice } from './product-choice.ts';
import type { ProductPageProduct, ProductVariant } from './product-types.ts';

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
 * page stays), as a plain form without it (the cart answers with a redirect to itself). Versions
 * and property values are chips (radio buttons); the page's headline price follows the choice.
 */
export function AddToCartForm({
  locale,
  product,
  choice,
  money,
}: {
  locale: LocaleCode;
  product: ProductPageProduct;
  choice: ProductChoice;
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
        <VariantChoice variants={product.variants} choice={choice} money={money} />
      ) : choice.variant ? (
        <input type="hidden" name="image" value={choice.variant.id} />
      ) : null}
      <FeatureChoices variants={product.variants} choice={choice} money={money} hydrated={hydrated} />
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
          className="grow"
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
  choice,
  money,
}: {
  variants: ProductVariant[];
  choice: ProductChoice;
  money: Money;
}) {
  const t = useT();
  const variantName = useVariantName();
  const extraPrice = useExtraPrice(money);
  const chosenIndex = variants.findIndex((variant) => variant.id === choice.variant?.id);
  return (
    <OptionChips
      name="image"
      legend={t('productPage.variants')}
      selectedText={chosenIndex >= 0 ? variantName(variants[chosenIndex]!, chosenIndex) : undefined}
      value={choice.variant?.id}
      onChange={choice.chooseVariant}
      options={variants.map((variant, index) => ({
        value: variant.id,
        picture: thumbnailOf(variant.path),
        label: variantName(variant, index),
        note: variant.extraMinor > 0 ? extraPrice(variant.extraMinor) : t('productPage.noExtra'),
      }))}
    />
  );
}

/**
 * One choice per property of each version; the cart takes those of the chosen version. With
 * JavaScript only the chosen version's are shown; without it all of them, each named by its version.
 */
function FeatureChoices({
  variants,
  choice,
  money,
  hydrated,
}: {
  variants: ProductVariant[];
  choice: ProductChoice;
  money: Money;
  hydrated: boolean;
}) {
  const t = useT();
  const variantName = useVariantName();
  const extraPrice = useExtraPrice(money);
  return variants.map((variant, index) =>
    variant.features.map((feature) => {
      const value = choice.valueOf(variant, feature.property);
      const hidden = hydrated && variant.id !== choice.variant?.id;
      return (
        <div key={`${variant.id}:${feature.property}`} hidden={hidden}>
          <OptionChips
            name={`feature:${variant.id}`}
            legend={
              variants.length > 1
                ? t('productPage.featureOfVariant', {
                    property: feature.property,
                    variant: variantName(variant, index),
                  })
                : feature.property
            }
            selectedText={feature.values.find((candidate) => candidate.id === value)?.value}
            value={value}
            onChange={(valueId) => choice.chooseValue(variant.id, feature.property, valueId)}
            options={feature.values.map((option) => ({
              value: option.id,
              label: option.value,
              note: option.extraMinor > 0 ? extraPrice(option.extraMinor) : undefined,
            }))}
          />
        </div>
      );
    }),
  );
}
