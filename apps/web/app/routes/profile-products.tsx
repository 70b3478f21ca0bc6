import { data, Form, Link, useActionData, useNavigation } from 'react-router';
import {
  listSellerProducts,
  updateAvailableSales,
  type SellerProduct,
} from '@souq/core/designers/seller-products.service.ts';
import { COUNTRIES, currencyOfCountry } from '@souq/core/locale/locales.ts';
import { t as translate, useLocale, useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { accountFormPost, loaderAndActionHeaders, savedAnswer } from '../lib/account-form.server.ts';
import { localePath } from '../lib/locale-routing.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { failed, formCall, PRIVATE_HEADERS, requireSeller, textOf } from '../lib/session.server.ts';
import type { AuthActionData } from '../components/account/account-types.ts';
import { useActionToast } from '../components/account/use-action-toast.ts';
import { parseQuantity } from '../components/seller/seller-input.ts';
import { CountryCell, PageTitle, ProductThumb, useCount, useMoney } from '../components/seller/seller-ui.tsx';
import { Badge, type BadgeTone } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import type { Route } from './+types/profile-products';

/**
 * profile/products (SPEC.md section 2): a designer's live designs, or the products a manufacturer
 * makes, with their sales per country, editions left, prices and earnings; designers add or remove
 * editions (updateAvailableSales, SPEC.md section 7).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const { actor } = await requireSeller(rc);
  const products = await listSellerProducts(rc.service(actor));
  return data({ locale, role: actor.role, products }, { headers: PRIVATE_HEADERS });
}

/** updateAvailableSales: the quantity (Arabic-Indic digits too) and the direction. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, form, ctx } = await accountFormPost(request, context, requireSeller);
  const product = textOf(form, 'product');
  const quantity = parseQuantity(textOf(form, 'quantity'));
  const increase = textOf(form, 'direction') !== 'decrease';
  if (quantity === null) {
    return failed(
      { message: translate(locale, 'seller.products.quantityInvalid'), field: 'quantity', code: 'BAD_INPUT' },
      { product },
    );
  }
  const result = await formCall(locale, () => updateAvailableSales(ctx, { product, quantity, increase }));
  if (!result.ok) return failed({ ...result.failure, field: 'quantity' }, { product });
  return savedAnswer(translate(locale, 'seller.products.updated'));
}

export const headers = loaderAndActionHeaders;

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData, 'seller.products.metaTitle');
}

const STATUS_TONES: Record<string, BadgeTone> = { active: 'success', draft: 'neutral', archived: 'warning' };

type Answer = AuthActionData & { product?: string };

function EditionsForm({ product, answer, busy }: { product: SellerProduct; answer?: Answer; busy: boolean }) {
  const t = useT();
  const error = answer && !answer.ok && answer.product === product.id ? answer.error.message : undefined;
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2" data-testid="editions-form">
      <input type="hidden" name="product" value={product.id} />
      <FormField label={t('seller.products.quantity')} error={error} className="w-28">
        <Input name="quantity" inputMode="numeric" defaultValue="1" autoComplete="off" dir="ltr" />
      </FormField>
      <Button type="submit" name="direction" value="increase" size="sm" variant="secondary" disabled={busy}>
        {t('seller.products.increase')}
      </Button>
      <Button type="submit" name="direction" value="decrease" size="sm" variant="ghost" disabled={busy}>
        {t('seller.products.decrease')}
      </Button>
    </Form>
  );
}

function ProductCard({
  product,
  designer,
  answer,
  busy,
}: {
  product: SellerProduct;
  designer: boolean;
  answer?: Answer;
  busy: boolean;
}) {
  const t = useT();
  const { locale, language } = useLocale();
  const money = useMoney();
  const count = useCount();
  const name = language === 'ar' ? product.arName || product.name : product.name;
  const statusKey = !product.productStatus ? 'off' : product.status;
  const knownStatus = ['active', 'draft', 'archived', 'off'].includes(statusKey);
  return (
    <li
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4"
      data-testid="seller-product"
      data-product={product.id}
    >
      <div className="flex items-start gap-4">
        <ProductThumb image={product.image} size={80} placeholder />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <h3 className="font-bold text-ink">
            <Link to={localePath(locale, `/products/${product.slug}`)} className="hover:underline">
              {name}
            </Link>
          </h3>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={STATUS_TONES[statusKey] ?? 'neutral'}>
              {knownStatus ? t(`seller.products.statuses.${statusKey as 'active'}`) : product.status}
            </Badge>
            {designer ? (
              <Link
                to={localePath(locale, `/profile/products/discuss/${product.id}`)}
                className="text-sm font-semibold text-brand hover:underline"
                data-testid="product-messages"
              >
                {product.newMessage > 0 ? (
                  <Badge tone="sale" size="sm">
                    {t('seller.products.messages', { count: product.newMessage })}
                  </Badge>
                ) : (
                  t('seller.products.messages', { count: 0 })
                )}
              </Link>
            ) : null}
          </div>
          <p className="text-sm text-ink-soft">
            {t('seller.products.editionsLeft')}:{' '}
            <span className="num font-semibold text-ink" data-testid="editions-left">
              {product.availableEdition === null
                ? t('seller.products.unlimited')
                : product.initAvailableEdition !== null
                  ? t('seller.products.editionsOf', {
                      left: count(product.availableEdition),
                      total: count(product.initAvailableEdition),
                    })
                  : count(product.availableEdition)}
            </span>
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {COUNTRIES.map((country) => {
          const price = product.prices[country];
          return (
            <div
              key={country}
              className="flex flex-col gap-1 rounded-lg bg-sand/60 p-3 text-sm"
              data-country={country}
            >
              <dt>
                <CountryCell country={country} currency={price?.currency ?? currencyOfCountry(country)} />
              </dt>
              <dd className="text-ink-soft">
                {t('seller.dashboard.pieces', { count: product.sales[country] ?? 0 })}
              </dd>
              {price ? (
                <>
                  <dd className="text-ink-soft">
                    {t('seller.products.price')}:{' '}
                    <span className="num font-semibold text-ink">
                      {money(price.priceMinor, price.currency)}
                    </span>
                  </dd>
                  <dd className="text-ink-soft">
                    {t(designer ? 'seller.products.earning' : 'seller.products.cost')}:{' '}
                    <span className="num font-semibold text-brand">
                      {money(price.earningMinor, price.currency)}
                    </span>
                  </dd>
                </>
              ) : (
                <dd className="text-ink-muted">{t('seller.products.notSold')}</dd>
              )}
            </div>
          );
        })}
      </dl>
      {designer && product.availableEdition !== null ? (
        <EditionsForm key={product.availableEdition} product={product} answer={answer} busy={busy} />
      ) : null}
    </li>
  );
}

export default function ProfileProducts({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, role, products } = loaderData;
  const designer = role === 'designer';
  const answer = useActionData() as Answer | undefined;
  const navigation = useNavigation();
  useActionToast(answer);
  return (
    <div className="flex flex-col gap-6" data-testid="seller-products">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageTitle
          title={t('seller.products.title')}
          intro={t(designer ? 'seller.products.introDesigner' : 'seller.products.introManufacturer')}
        />
        {designer ? (
          <ButtonLink to={localePath(locale, '/profile/products/add')} size="sm">
            {t('seller.products.add')}
          </ButtonLink>
        ) : null}
      </div>
      {products.length === 0 ? (
        <EmptyState
          illustration="orders"
          title={t('seller.products.emptyTitle')}
          description={t(designer ? 'seller.products.emptyDesigner' : 'seller.products.emptyManufacturer')}
          action={
            designer ? (
              <ButtonLink to={localePath(locale, '/profile/products/add')}>
                {t('seller.products.add')}
              </ButtonLink>
            ) : undefined
          }
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {products.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              designer={designer}
              answer={answer}
              busy={navigation.state === 'submitting'}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
