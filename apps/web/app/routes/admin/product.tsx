import type { ReactNode } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { bulkSetProductStatus } from '@souq/core/admin/products.service.ts';
import {
  getAdminProduct,
  getAdminProductOptions,
  saveAdminProduct,
  type AdminProductView,
  type ProductEditorInput,
} from '@souq/core/admin/product-editor.service.ts';
import type { CompletenessKey } from '@souq/core/admin/product-completeness.ts';
import {
  addProductImage,
  moveProductImage,
  removeProductImage,
  reorderProductImages,
  saveProductImageVariant,
  setPrimaryProductImage,
} from '@souq/core/admin/product-images.service.ts';
import type { DesignStageInput } from '@souq/core/admin/design-stage-input.ts';
import type { ImageVariantInput, ProductOfferInput } from '@souq/core/admin/product-input.ts';
import type { FieldErrors } from '@souq/core/content/form-input.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { COUNTRIES, currencyOfCountry, type CountryCode } from '@souq/core/locale/locales.ts';
import { toMajorUnits } from '@souq/core/money/money.ts';
import { useLocale, useT, t as translate, type MessageKey } from '../../i18n/i18n.ts';
import { can, requireAdmin } from '../../lib/admin.server.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { localizeError, mergeHeaders, PRIVATE_HEADERS, textOf } from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage, AdminSection } from '../../components/admin/admin-page.tsx';
import { DateFilter } from '../../components/admin/date-filter.tsx';
import { DesignStagesEditor } from '../../components/admin/design-stages-editor.tsx';
import { ProductImagesManager } from '../../components/admin/product-images-manager.tsx';
import { BulkResultBanner, ProductStatusBadge, useMissingText } from '../../components/admin/product-ui.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { cx } from '../../components/ui/cx.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import type { Route } from './+types/product';

const PRICE_FIELDS = [
  'price',
  'basePrice',
  'revenue',
  'siteRevenue',
  'manufacturingCost',
  'tax',
  'leadDays',
] as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service, actor } = await requireAdmin(rc, 'products.read');
  let product: AdminProductView;
  try {
    product = await getAdminProduct(service, params.id);
  } catch (error) {
    if (isDomainError(error) && error.status === 404) throw data('Not found', { status: 404 });
    throw error;
  }
  const options = await getAdminProductOptions(service);
  return data(
    { locale: rc.locale, product, options, canWrite: can(actor, 'products.write') },
    { headers: PRIVATE_HEADERS },
  );
}

/** How many numbered rows (offers, features) a form may carry; more are ignored. */
const ROWS_MAX = 100;

const rowCount = (form: FormData, name: string) =>
  Math.min(ROWS_MAX, Math.max(0, Number.parseInt(textOf(form, name), 10) || 0));

/** The product's offers: numbered rows `offers.<n>.<field>`, `offerCount` of them. */
function offersOf(form: FormData): ProductOfferInput[] {
  return Array.from({ length: rowCount(form, 'offerCount') }, (_, index) => {
    const field = (name: string) => textOf(form, `offers.${index}.${name}`);
    return {
      id: field('id'),
      title: field('title'),
      arTitle: field('arTitle'),
      discount: field('discount'),
      startDate: field('startDate'),
      endDate: field('endDate'),
      active: field('active') === 'on',
      remove: field('remove') === 'on',
    };
  });
}

/**
 * The design stages: numbered rows `idesignStages.<n>.<field>`, `stageCount` of them, with the
 * no-JavaScript stage buttons (`stageOp`: remove:<n>, up:<n>, down:<n>) applied before the save.
 */
function designStagesOf(form: FormData): DesignStageInput[] {
  const rows: DesignStageInput[] = Array.from({ length: rowCount(form, 'stageCount') }, (_, index) => {
    const field = (name: string) => textOf(form, `idesignStages.${index}.${name}`);
    return {
      id: field('id'),
      name: field('name'),
      arName: field('arName'),
      baseImage: field('baseImage'),
      printArea: {
        xPx: field('printArea.xPx'),
        yPx: field('printArea.yPx'),
        widthPx: field('printArea.widthPx'),
        heightPx: field('printArea.heightPx'),
      },
      printWidthMm: field('printWidthMm'),
      printHeightMm: field('printHeightMm'),
      allowedElements: form.getAll(`idesignStages.${index}.allowedElements`).map(String).slice(0, 2),
      palette: field('palette'),
      required: field('required') === 'on',
      extraPrice: Object.fromEntries(COUNTRIES.map((country) => [country, field(`extraPrice.${country}`)])),
    };
  });
  const [op, at] = textOf(form, 'stageOp').split(':');
  const index = Number(at);
  if (!Number.isInteger(index) || index < 0 || index >= rows.length) return rows;
  if (op === 'remove') rows.splice(index, 1);
  const to = op === 'up' ? index - 1 : op === 'down' ? index + 1 : -1;
  if (to >= 0 && to < rows.length) rows.splice(to, 0, rows.splice(index, 1)[0]!);
  return rows;
}

/** An image's variant form: stage, `extraPrices.<country>` and numbered `features.<n>.<field>` rows. */
function variantInputOf(form: FormData): ImageVariantInput {
  const extras = (prefix: string) =>
    Object.fromEntries(COUNTRIES.map((country) => [country, textOf(form, `${prefix}.${country}`)]));
  return {
    stage: textOf(form, 'stage'),
    extraPrices: extras('extraPrices'),
    features: Array.from({ length: rowCount(form, 'featureCount') }, (_, index) => {
      const field = (name: string) => textOf(form, `features.${index}.${name}`);
      return {
        id: field('id'),
        property: field('property'),
        arProperty: field('arProperty'),
        value: field('value'),
        arValue: field('arValue'),
        extraPrices: extras(`features.${index}.extraPrices`),
        remove: field('remove') === 'on',
      };
    }),
  };
}

/** The editor's form as the service reads it (money stays text: the service parses it). */
function editorInputOf(form: FormData): ProductEditorInput {
  const prices: ProductEditorInput['prices'] = {};
  for (const country of COUNTRIES) {
    const row: Record<string, string | boolean> = { active: form.get(`prices.${country}.active`) === 'on' };
    for (const field of PRICE_FIELDS) row[field] = textOf(form, `prices.${country}.${field}`);
    prices[country] = row;
  }
  return {
    name: textOf(form, 'name'),
    arName: textOf(form, 'arName'),
    description: textOf(form, 'description'),
    arDescription: textOf(form, 'arDescription'),
    brief: textOf(form, 'brief'),
    arBrief: textOf(form, 'arBrief'),
    prices,
    availableEdition: textOf(form, 'availableEdition'),
    initAvailableEdition: textOf(form, 'initAvailableEdition'),
    maxPerOrder: textOf(form, 'maxPerOrder'),
    isAvailableForCod: form.get('isAvailableForCod') === 'on',
    badgeTitle: textOf(form, 'badgeTitle'),
    badgeTitleAr: textOf(form, 'badgeTitleAr'),
    badgeColor: textOf(form, 'badgeColor'),
    tagId: textOf(form, 'tagId'),
    collectionId: textOf(form, 'collectionId'),
    categoryId: textOf(form, 'categoryId'),
    subcategoryId: textOf(form, 'subcategoryId'),
    manufacturerId: textOf(form, 'manufacturerId'),
    attributeValueIds: form.getAll('attributeValueIds').map(String),
    displayOrderInCategory: textOf(form, 'displayOrderInCategory'),
    isIdesign: form.get('isIdesign') === 'on',
    idesignStages: designStagesOf(form),
    offers: offersOf(form),
    status: textOf(form, 'status'),
  };
}

type ActionAnswer =
  | { ok: true; intent: 'save'; stageOp?: string }
  | { ok: true; intent: 'status'; result: Awaited<ReturnType<typeof bulkSetProductStatus>> }
  | { ok: true; intent: 'image' }
  | {
      ok: false;
      intent: string;
      message: string;
      conflict?: boolean;
      fields?: Record<string, string>;
      missing?: CompletenessKey[];
      /** A refused save's design stage rows, drawn again as posted. */
      stages?: DesignStageInput[];
    };

export async function action({ request, context, params }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'products.write');
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const answer = (body: ActionAnswer, status = 200) => data(body, { status, headers: PRIVATE_HEADERS });
  try {
    switch (intent) {
      case 'save':
        await saveAdminProduct(
          service,
          params.id,
          editorInputOf(form),
          textOf(form, 'version'),
          context.app.config,
        );
        return answer({ ok: true, intent: 'save', stageOp: textOf(form, 'stageOp') || undefined });
      case 'publish':
      case 'unpublish':
        return answer({
          ok: true,
          intent: 'status',
          result: await bulkSetProductStatus(service, [params.id], intent === 'publish' ? 'active' : 'draft'),
        });
      case 'addImage':
        await addProductImage(service, params.id, {
          path: textOf(form, 'path'),
          originalName: textOf(form, 'originalName'),
        });
        return answer({ ok: true, intent: 'image' });
      case 'primaryImage':
        await setPrimaryProductImage(service, params.id, textOf(form, 'imageId'));
        return answer({ ok: true, intent: 'image' });
      case 'moveImage':
        await moveProductImage(
          service,
          params.id,
          textOf(form, 'imageId'),
          textOf(form, 'step') === '-1' ? -1 : 1,
        );
        return answer({ ok: true, intent: 'image' });
      case 'saveImageVariant':
        await saveProductImageVariant(
          service,
          params.id,
          textOf(form, 'imageId'),
          variantInputOf(form),
          textOf(form, 'version'),
        );
        return answer({ ok: true, intent: 'image' });
      case 'reorderImages':
        await reorderProductImages(
          service,
          params.id,
          form.getAll('imageIds').map(String).slice(0, ROWS_MAX),
        );
        return answer({ ok: true, intent: 'image' });
      case 'removeImage':
        await removeProductImage(service, params.id, textOf(form, 'imageId'));
        return answer({ ok: true, intent: 'image' });
      default:
        return answer({ ok: false, intent, message: translate(rc.locale, 'validation.invalid') }, 400);
    }
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const fields = (error.details?.['fields'] ?? null) as FieldErrors | null;
    const localized = fields
      ? Object.fromEntries(
          Object.entries(fields).map(([field, { key, params: values }]) => [
            field,
            translate(rc.locale, key as MessageKey, values),
          ]),
        )
      : undefined;
    return answer(
      {
        ok: false,
        intent,
        message: localizeError(rc.locale, error).message,
        conflict: error.code === 'CHANGED_ELSEWHERE',
        fields: localized,
        missing: (error.details?.['missing'] as CompletenessKey[] | undefined) ?? undefined,
        stages: intent === 'save' && fields ? designStagesOf(form) : undefined,
      },
      error.status,
    );
  }
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.products.editor.title');
}

const majorText = (minor: number | undefined | null, country: CountryCode) =>
  minor === null || minor === undefined ? '' : String(toMajorUnits(minor, currencyOfCountry(country)));

/** English and Arabic versions of one field side by side: English on the left, Arabic on the right, in both directions. */
function Bilingual({ english, arabic }: { english: ReactNode; arabic: ReactNode }) {
  const { language } = useLocale();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {language === 'ar' ? (
        <>
          {arabic}
          {english}
        </>
      ) : (
        <>
          {english}
          {arabic}
        </>
      )}
    </div>
  );
}

export default function AdminProductEditor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale, language } = useLocale();
  const navigation = useNavigation();
  const missingText = useMissingText();
  const { product, options, canWrite } = loaderData as unknown as {
    product: AdminProductView;
    options: Awaited<ReturnType<typeof getAdminProductOptions>>;
    canWrite: boolean;
  };
  const failure = actionData && !actionData.ok ? actionData : null;
  const saveFailure = failure && failure.intent === 'save' ? failure : null;
  const fields = saveFailure?.fields ?? {};
  const error = (field: string) => fields[field];
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const label = (item: { name: string; arName: string }) => (language === 'ar' ? item.arName : item.name);
  const title = language === 'ar' ? product.arName : product.name;
  const en = t('admin.products.editor.english');
  const ar = t('admin.products.editor.arabic');
  const withLanguage = (field: string, which: string) => `${field} · ${which}`;
  const missing = product.missing;
  // The product's offers and an empty row to add one (dates are strings once serialized).
  const offers: Array<Partial<AdminProductView['offers'][number]>> = [...product.offers, {}];
  const none = t('admin.products.editor.fields.none');

  const statusButton =
    canWrite && product.status !== 'active' ? (
      <Form method="post" className="flex flex-col items-end gap-1">
        <button
          type="submit"
          name="intent"
          value="publish"
          disabled={missing.length > 0}
          aria-describedby={missing.length ? 'publish-blocked' : undefined}
          className={buttonClasses({ size: 'sm' })}
          data-testid="product-publish"
        >
          {t('admin.products.editor.publish')}
        </button>
        {missing.length ? (
          <span id="publish-blocked" className="max-w-72 text-end text-xs text-danger">
            {t('admin.products.editor.publishBlocked', { items: missingText(missing) })}
          </span>
        ) : null}
      </Form>
    ) : canWrite ? (
      <Form method="post">
        <button
          type="submit"
          name="intent"
          value="unpublish"
          className={buttonClasses({ size: 'sm', variant: 'secondary' })}
          data-testid="product-unpublish"
        >
          {t('admin.products.editor.unpublish')}
        </button>
      </Form>
    ) : null;

  return (
    <AdminPage
      title={title}
      breadcrumbs={[{ label: t('admin.products.editor.back'), href: localePath(locale, '/admin/products') }]}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <ProductStatusBadge status={product.status} />
          <span dir="ltr">{product.sku}</span>
          <span>·</span>
          <span>{t('admin.products.editor.by', { designer: product.designer.name })}</span>
          {product.status === 'active' ? (
            <Link to={localePath(locale, `/products/${product.id}`)} className="text-brand underline">
              {t('admin.products.editor.viewInShop')}
            </Link>
          ) : null}
        </span>
      }
      actions={statusButton}
    >
      <section
        aria-labelledby="checklist-title"
        className={cx(
          'flex flex-col gap-2 rounded-card border p-4',
          missing.length ? 'border-warning/30 bg-warning-soft' : 'border-success/30 bg-success-soft',
        )}
        data-testid="product-checklist"
      >
        <h2 id="checklist-title" className="text-base font-semibold text-ink">
          {t('admin.products.editor.checklist.title')}
        </h2>
        {missing.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-success">
            <Icon name="check-circle" size={18} />
            {t('admin.products.editor.checklist.complete')}
          </p>
        ) : (
          <>
            <p className="text-sm text-ink-soft">{t('admin.products.editor.checklist.incomplete')}</p>
            <ul className="flex flex-wrap gap-2">
              {missing.map((key) => (
                <li
                  key={key}
                  className="inline-flex items-center gap-1.5 rounded-full bg-surface px-3 py-1 text-sm text-danger"
                  data-missing={key}
                >
                  <Icon name="x-circle" size={16} />
                  {missingText([key])}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      {actionData?.ok && actionData.intent === 'save' ? (
        <Banner tone="success">{t('admin.products.editor.saved')}</Banner>
      ) : null}
      {actionData?.ok && actionData.intent === 'status' ? (
        <BulkResultBanner result={actionData.result} />
      ) : null}
      {failure?.conflict ? (
        <Banner
          tone="error"
          title={failure.message}
          action={
            <a
              href={localePath(locale, `/admin/products/${product.id}`)}
              className={buttonClasses({ size: 'sm' })}
            >
              {t('admin.products.editor.reload')}
            </a>
          }
        >
          {null}
        </Banner>
      ) : failure ? (
        <Banner
          tone="error"
          title={saveFailure?.fields ? t('admin.products.editor.saveFailed') : failure.message}
        >
          {failure.missing?.length
            ? t('admin.products.editor.publishBlocked', { items: missingText(failure.missing) })
            : null}
        </Banner>
      ) : null}

      <Form method="post" className="flex flex-col gap-5" data-testid="product-form" noValidate>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="version" value={product.version} />
        {/* Enter in a field submits the first submit button: this plain save, not a stage's buttons. */}
        <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true" disabled={!canWrite}>
          {t('admin.products.editor.save')}
        </button>
        <fieldset disabled={!canWrite} className="contents">
          <AdminSection title={t('admin.products.editor.sections.texts')}>
            <Bilingual
              english={
                <FormField
                  label={withLanguage(t('admin.products.editor.fields.name'), en)}
                  error={error('name')}
                  required
                >
                  <Input name="name" defaultValue={product.name} dir="ltr" lang="en" />
                </FormField>
              }
              arabic={
                <FormField
                  label={withLanguage(t('admin.products.editor.fields.name'), ar)}
                  error={error('arName')}
                  required
                >
                  <Input name="arName" defaultValue={product.arName} dir="rtl" lang="ar" />
                </FormField>
              }
            />
            <Bilingual
              english={
                <FormField
                  label={withLanguage(t('admin.products.editor.fields.description'), en)}
                  error={error('description')}
                >
                  <Textarea
                    name="description"
                    defaultValue={product.description ?? ''}
                    dir="ltr"
                    lang="en"
                    rows={5}
                  />
                </FormField>
              }
              arabic={
                <FormField
                  label={withLanguage(t('admin.products.editor.fields.description'), ar)}
                  error={error('arDescription')}
                >
                  <Textarea
                    name="arDescription"
                    defaultValue={product.arDescription ?? ''}
                    dir="rtl"
                    lang="ar"
                    rows={5}
                  />
                </FormField>
              }
            />
            <Bilingual
              english={
                <FormField
                  label={withLanguage(t('admin.products.editor.fields.brief'), en)}
                  error={error('brief')}
                >
                  <Input name="brief" defaultValue={product.brief ?? ''} dir="ltr" lang="en" />
                </FormField>
              }
              arabic={
                <FormField
                  label={withLanguage(t('admin.products.editor.fields.brief'), ar)}
                  error={error('arBrief')}
                >
                  <Input name="arBrief" defaultValue={product.arBrief ?? ''} dir="rtl" lang="ar" />
                </FormField>
              }
            />
          </AdminSection>

          <AdminSection title={t('admin.products.editor.sections.prices')}>
            <p className="text-xs text-ink-muted">{t('admin.products.editor.prices.hint')}</p>
            <div className="overflow-x-auto">
              <table className="w-full border-collapse text-sm" data-testid="product-prices">
                <thead className="text-xs text-ink-muted">
                  <tr>
                    <th scope="col" className="px-2 py-2 text-start font-semibold">
                      {t('admin.products.editor.prices.country')}
                    </th>
                    <th scope="col" className="px-2 py-2 text-start font-semibold">
                      {t('admin.products.editor.prices.sold')}
                    </th>
                    {PRICE_FIELDS.map((field) => (
                      <th key={field} scope="col" className="px-2 py-2 text-start font-semibold">
                        {t(`admin.products.editor.prices.${field}`)}
                      </th>
                    ))}
                    <th scope="col" className="px-2 py-2 text-end font-semibold">
                      {t('admin.products.editor.prices.sales')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {COUNTRIES.map((country) => {
                    const row = product.prices[country];
                    const values: Record<(typeof PRICE_FIELDS)[number], string> = {
                      price: majorText(row?.amountMinor, country),
                      basePrice: majorText(row?.basePriceMinor, country),
                      revenue: majorText(row?.revenueMinor, country),
                      siteRevenue: majorText(row?.siteRevenueMinor, country),
                      manufacturingCost: majorText(row?.manufacturingCostMinor, country),
                      tax: majorText(row?.taxMinor, country),
                      leadDays: row?.requiredTimeDays == null ? '' : String(row.requiredTimeDays),
                    };
                    const countryName = t(`countries.${country}`);
                    return (
                      <tr key={country} className="border-t border-line align-top">
                        <th
                          scope="row"
                          className="px-2 py-2 text-start font-semibold text-ink whitespace-nowrap"
                        >
                          {countryName}
                        </th>
                        <td className="px-2 py-2">
                          <input
                            type="checkbox"
                            name={`prices.${country}.active`}
                            defaultChecked={row?.active ?? false}
                            aria-label={`${t('admin.products.editor.prices.sold')} · ${countryName}`}
                            className="mt-2.5 size-5 accent-brand"
                          />
                        </td>
                        {PRICE_FIELDS.map((field) => {
                          const message = error(`prices.${country}.${field}`);
                          const id = `price-${country}-${field}`;
                          return (
                            <td key={field} className="px-2 py-2">
                              <input
                                id={id}
                                name={`prices.${country}.${field}`}
                                defaultValue={values[field]}
                                inputMode={field === 'leadDays' ? 'numeric' : 'decimal'}
                                dir="ltr"
                                aria-label={`${t(`admin.products.editor.prices.${field}`)} · ${countryName}`}
                                aria-invalid={message ? true : undefined}
                                aria-describedby={message ? `${id}-error` : undefined}
                                className="h-10 w-20 rounded-lg border border-control bg-surface px-2 text-end text-sm aria-invalid:border-danger focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/20"
                              />
                              {message ? (
                                <p id={`${id}-error`} className="mt-1 max-w-28 text-xs text-danger">
                                  {message}
                                </p>
                              ) : null}
                            </td>
                          );
                        })}
                        <td className="num px-2 py-2 pt-4 text-end text-ink-muted">
                          {row?.salesNumber ?? 0}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </AdminSection>

          <div className="grid gap-5 lg:grid-cols-2">
            <AdminSection title={t('admin.products.editor.sections.stock')}>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  label={t('admin.products.editor.fields.availableEdition')}
                  error={error('availableEdition')}
                  hint={t('admin.products.editor.fields.editionHint')}
                >
                  <Input
                    name="availableEdition"
                    defaultValue={product.availableEdition ?? ''}
                    inputMode="numeric"
                    dir="ltr"
                  />
                </FormField>
                <FormField
                  label={t('admin.products.editor.fields.initAvailableEdition')}
                  error={error('initAvailableEdition')}
                >
                  <Input
                    name="initAvailableEdition"
                    defaultValue={product.initAvailableEdition ?? ''}
                    inputMode="numeric"
                    dir="ltr"
                  />
                </FormField>
                <FormField label={t('admin.products.editor.fields.maxPerOrder')} error={error('maxPerOrder')}>
                  <Input
                    name="maxPerOrder"
                    defaultValue={product.maxPerOrder ?? ''}
                    inputMode="numeric"
                    dir="ltr"
                  />
                </FormField>
              </div>
              <Checkbox
                name="isAvailableForCod"
                defaultChecked={product.isAvailableForCod}
                label={t('admin.products.editor.fields.cod')}
              />
            </AdminSection>

            <AdminSection title={t('admin.products.editor.sections.offer')}>
              <Bilingual
                english={
                  <FormField label={t('admin.products.editor.fields.badgeTitle')} error={error('badgeTitle')}>
                    <Input name="badgeTitle" defaultValue={product.badgeTitle ?? ''} dir="ltr" lang="en" />
                  </FormField>
                }
                arabic={
                  <FormField
                    label={t('admin.products.editor.fields.badgeTitleAr')}
                    error={error('badgeTitleAr')}
                  >
                    <Input
                      name="badgeTitleAr"
                      defaultValue={product.badgeTitleAr ?? ''}
                      dir="rtl"
                      lang="ar"
                    />
                  </FormField>
                }
              />
              <FormField
                label={t('admin.products.editor.fields.badgeColor')}
                error={error('badgeColor')}
                hint={t('admin.products.editor.fields.badgeColorHint')}
              >
                <Input
                  name="badgeColor"
                  defaultValue={product.badgeColor ?? ''}
                  dir="ltr"
                  placeholder="#c0392b"
                  startAdornment={
                    <span
                      className="size-4 rounded-full border border-line"
                      style={{ background: product.badgeColor ?? 'transparent' }}
                    />
                  }
                />
              </FormField>
            </AdminSection>
          </div>

          <AdminSection title={t('admin.products.editor.offers.title')}>
            <p className="text-xs text-ink-muted">{t('admin.products.editor.offers.hint')}</p>
            <input type="hidden" name="offerCount" value={offers.length} />
            {error('offers') ? <p className="text-xs text-danger">{error('offers')}</p> : null}
            <ol className="flex flex-col gap-3" data-testid="product-offers">
              {offers.map((offer, index) => {
                const field = (name: string) => `offers.${index}.${name}`;
                const day = (date: Date | string | undefined) =>
                  date ? new Date(date).toISOString().slice(0, 10) : null;
                // The last day the offer runs: the stored end is the start of the day after.
                const lastDay = (date: Date | string | undefined) =>
                  date ? day(new Date(new Date(date).getTime() - 1)) : null;
                return (
                  <li
                    key={offer.id ?? `new-${product.offers.length}`}
                    className="flex flex-col gap-3 rounded-card border border-line bg-canvas p-3"
                    data-testid="product-offer"
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="text-xs font-semibold text-ink-muted">
                        {offer.id
                          ? t('admin.products.editor.offers.offer', { number: index + 1 })
                          : t('admin.products.editor.offers.newOffer')}
                      </span>
                      {offer.id ? (
                        <>
                          <input type="hidden" name={field('id')} value={offer.id} />
                          <Checkbox name={field('remove')} label={t('admin.products.editor.offers.remove')} />
                        </>
                      ) : null}
                    </div>
                    {error(`offers.${index}`) ? (
                      <p className="text-xs text-danger">{error(`offers.${index}`)}</p>
                    ) : null}
                    <Bilingual
                      english={
                        <FormField
                          label={t('admin.products.editor.offers.titleEn')}
                          error={error(field('title'))}
                        >
                          <Input name={field('title')} defaultValue={offer.title} dir="ltr" lang="en" />
                        </FormField>
                      }
                      arabic={
                        <FormField
                          label={t('admin.products.editor.offers.titleAr')}
                          error={error(field('arTitle'))}
                        >
                          <Input name={field('arTitle')} defaultValue={offer.arTitle} dir="rtl" lang="ar" />
                        </FormField>
                      }
                    />
                    <div className="flex flex-wrap items-end gap-4">
                      <FormField
                        label={t('admin.products.editor.offers.discount')}
                        error={error(field('discount'))}
                        className="w-32"
                      >
                        <Input
                          name={field('discount')}
                          defaultValue={offer.discountPercent ?? ''}
                          inputMode="numeric"
                          dir="ltr"
                        />
                      </FormField>
                      <div className="flex flex-col gap-1">
                        <DateFilter
                          name={field('startDate')}
                          label={t('admin.products.editor.offers.start')}
                          defaultValue={day(offer.startDate)}
                          calendarLabel={t('admin.products.editor.offers.calendar')}
                        />
                        {error(field('startDate')) ? (
                          <p className="text-xs text-danger">{error(field('startDate'))}</p>
                        ) : null}
                      </div>
                      <div className="flex flex-col gap-1">
                        <DateFilter
                          name={field('endDate')}
                          label={t('admin.products.editor.offers.end')}
                          defaultValue={lastDay(offer.endDate)}
                          calendarLabel={t('admin.products.editor.offers.calendar')}
                        />
                        {error(field('endDate')) ? (
                          <p className="text-xs text-danger">{error(field('endDate'))}</p>
                        ) : null}
                      </div>
                      <Checkbox
                        name={field('active')}
                        defaultChecked={offer.status ?? true}
                        label={t('admin.products.editor.offers.active')}
                        className="pb-2"
                      />
                    </div>
                  </li>
                );
              })}
            </ol>
          </AdminSection>

          <AdminSection title={t('admin.products.editor.sections.organisation')}>
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              <FormField
                label={t('admin.products.editor.fields.category')}
                error={error('categoryId')}
                required
              >
                <Select
                  name="categoryId"
                  defaultValue={product.categoryId}
                  options={options.categories.map((item) => ({ value: item.id, label: label(item) }))}
                />
              </FormField>
              <FormField label={t('admin.products.editor.fields.subcategory')} error={error('subcategoryId')}>
                <Select
                  name="subcategoryId"
                  defaultValue={product.subcategoryId ?? ''}
                  placeholder={none}
                  options={options.categories.flatMap((category) =>
                    category.subcategories.map((item) => ({
                      value: item.id,
                      label: `${label(category)} › ${label(item)}`,
                    })),
                  )}
                />
              </FormField>
              <FormField label={t('admin.products.editor.fields.collection')} error={error('collectionId')}>
                <Select
                  name="collectionId"
                  defaultValue={product.collectionId ?? ''}
                  placeholder={none}
                  options={options.collections.map((item) => ({ value: item.id, label: label(item) }))}
                />
              </FormField>
              <FormField label={t('admin.products.editor.fields.tag')} error={error('tagId')}>
                <Select
                  name="tagId"
                  defaultValue={product.tagId ?? ''}
                  placeholder={none}
                  options={options.tags.map((item) => ({ value: item.id, label: label(item) }))}
                />
              </FormField>
              <FormField
                label={t('admin.products.editor.fields.displayOrder')}
                error={error('displayOrderInCategory')}
              >
                <Input
                  name="displayOrderInCategory"
                  defaultValue={product.displayOrderInCategory}
                  inputMode="numeric"
                  dir="ltr"
                />
              </FormField>
              <FormField
                label={t('admin.products.editor.fields.manufacturer')}
                error={error('manufacturerId')}
              >
                <Select
                  name="manufacturerId"
                  defaultValue={product.manufacturerId ?? ''}
                  placeholder={none}
                  options={options.manufacturers.map((item) => ({ value: item.id, label: item.name }))}
                />
              </FormField>
            </div>
            {options.attributes.length ? (
              <fieldset className="flex flex-col gap-2">
                <legend className="text-sm font-semibold text-ink">
                  {t('admin.products.editor.fields.attributes')}
                </legend>
                {error('attributeValueIds') ? (
                  <p className="text-xs text-danger">{error('attributeValueIds')}</p>
                ) : null}
                <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
                  {options.attributes.map((attribute) => (
                    <div key={attribute.id} className="flex flex-col gap-1.5">
                      <span className="text-xs font-semibold text-ink-muted">{label(attribute)}</span>
                      <div className="flex flex-wrap gap-x-4 gap-y-1.5">
                        {attribute.values.map((value) => (
                          <label key={value.id} className="inline-flex items-center gap-1.5 text-sm">
                            <input
                              type="checkbox"
                              name="attributeValueIds"
                              value={value.id}
                              defaultChecked={product.attributeValueIds.includes(value.id)}
                              className="size-4 accent-brand"
                            />
                            {label(value)}
                          </label>
                        ))}
                      </div>
                    </div>
                  ))}
                </div>
              </fieldset>
            ) : null}
          </AdminSection>

          <AdminSection title={t('admin.products.editor.sections.idesign')}>
            <div className="group/idesign flex flex-col gap-4">
              <Checkbox
                id="product-is-idesign"
                name="isIdesign"
                defaultChecked={product.isIdesign}
                label={t('admin.products.editor.fields.isIdesign')}
              />
              {/* Shown while the switch is on (CSS alone, so without JavaScript too); the fields are
                read only for an iDesign product, so switching it off keeps the saved stages. */}
              <section
                aria-labelledby="design-stages-title"
                className="hidden flex-col gap-3 group-has-[#product-is-idesign:checked]/idesign:flex"
              >
                <h3 id="design-stages-title" className="text-base font-semibold text-ink">
                  {t('admin.products.editor.stages.title')}
                </h3>
                <DesignStagesEditor
                  key={product.version}
                  stages={product.idesignStages}
                  posted={saveFailure?.stages ?? null}
                  pictures={product.images.map((image, index) => ({
                    path: image.path,
                    label:
                      image.originalName ?? t('admin.products.editor.stages.stage', { number: index + 1 }),
                  }))}
                  blankRows={
                    (actionData?.ok && actionData.intent === 'save' && actionData.stageOp === 'add') ||
                    product.idesignStages.length === 0
                      ? 1
                      : 0
                  }
                  error={error}
                />
              </section>
            </div>
          </AdminSection>

          <AdminSection title={t('admin.products.editor.sections.publishing')}>
            <div className="grid gap-4 md:grid-cols-2">
              <FormField label={t('admin.products.editor.fields.status')} error={error('status')}>
                <Select
                  name="status"
                  defaultValue={product.status}
                  options={(['draft', 'active', 'archived'] as const).map((status) => ({
                    value: status,
                    label: t(`admin.products.status.${status}`),
                  }))}
                />
              </FormField>
            </div>
          </AdminSection>

          {canWrite ? (
            <div className="sticky bottom-0 z-10 -mx-1 flex items-center justify-end gap-3 border-t border-line bg-canvas/95 px-1 py-3 backdrop-blur">
              <button
                type="submit"
                disabled={saving}
                className={buttonClasses({})}
                data-testid="product-save"
              >
                {t('admin.products.editor.save')}
              </button>
            </div>
          ) : null}
        </fieldset>
      </Form>

      <AdminSection title={t('admin.products.editor.sections.images')}>
        <ProductImagesManager
          images={product.images}
          version={product.version}
          soldIn={COUNTRIES.filter((country) => product.prices[country]?.active)}
          stages={product.idesignStages}
          canWrite={canWrite}
          error={failure && /Image/.test(failure.intent) ? failure.message : null}
        />
      </AdminSection>
    </AdminPage>
  );
}
