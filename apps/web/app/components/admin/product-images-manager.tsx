import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { Button as AriaButton, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import type { AdminProductImage } from '@souq/core/admin/product-images.service.ts';
import { COUNTRIES, currencyOfCountry, type CountryCode } from '@souq/core/locale/locales.ts';
import { currencyLabel, toMajorUnits } from '@souq/core/money/money.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { uploadAvatar, uploadErrorKey } from '../account/upload-avatar.ts';
import { ProductThumb, useMoney } from '../seller/seller-ui.tsx';
import { Badge } from '../ui/badge.tsx';
import { Banner } from '../ui/banner.tsx';
import { buttonClasses } from '../ui/button-styles.ts';
import { Checkbox } from '../ui/checkbox.tsx';
import { cx } from '../ui/cx.ts';
import { FileUpload } from '../ui/file-upload.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Icon } from '../ui/icon.tsx';
import { Input } from '../ui/input.tsx';
import { Select } from '../ui/select.tsx';
import { AdminModal, DialogActions } from './admin-dialog.tsx';

/** The upload endpoint without the avatar's resize: product pictures keep their size (WebP). */
const PRODUCT_IMAGE_UPLOAD_URL = '/api/user/upload-one';

/** What the editor's action answers a fetcher (route admin/product.tsx). */
type ImageAnswer = { ok: true } | { ok: false; message: string; fields?: Record<string, string> };

const majorText = (minor: number | undefined, country: CountryCode) =>
  minor ? String(toMajorUnits(minor, currencyOfCountry(country))) : '';

function ImageAction({
  intent,
  imageId,
  label,
  step,
  disabled,
  confirm,
  tone = 'secondary',
}: {
  intent: 'primaryImage' | 'moveImage' | 'removeImage';
  imageId: string;
  label: string;
  step?: -1 | 1;
  disabled?: boolean;
  confirm?: string;
  tone?: 'secondary' | 'ghost' | 'danger';
}) {
  const fetcher = useFetcher<{ ok: boolean; message?: string }>();
  // A refusal (a picture a design stage is drawn on, one removed elsewhere) says why beside the button.
  const refusal = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <fetcher.Form
      method="post"
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="imageId" value={imageId} />
      {step ? <input type="hidden" name="step" value={step} /> : null}
      <button
        type="submit"
        disabled={disabled || fetcher.state !== 'idle'}
        className={buttonClasses({ size: 'sm', variant: tone })}
      >
        {label}
      </button>
      {refusal ? (
        <p role="alert" className="max-w-48 text-xs text-danger" data-testid="image-action-refusal">
          {refusal}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** One money input per country the product is sold in, in that country's currency. */
function ExtraPriceInputs({
  prefix,
  values,
  soldIn,
  fields,
  label,
}: {
  prefix: string;
  values: Partial<Record<CountryCode, number>>;
  soldIn: CountryCode[];
  fields: Record<string, string>;
  label?: string;
}) {
  const t = useT();
  const { language } = useLocale();
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {soldIn.map((country) => (
        <FormField
          key={country}
          label={`${label ? `${label} · ` : ''}${t('admin.products.editor.images.extraIn', {
            country: t(`countries.${country}`),
            currency: currencyLabel(currencyOfCountry(country), language),
          })}`}
          error={fields[`${prefix}.${country}`]}
        >
          <Input
            name={`${prefix}.${country}`}
            defaultValue={majorText(values[country], country)}
            inputMode="decimal"
            dir="ltr"
            className="text-end"
          />
        </FormField>
      ))}
    </div>
  );
}

interface FeatureRow {
  key: string;
  id: string | null;
  property: string;
  arProperty: string;
  value: string;
  arValue: string;
  extraPrices: Partial<Record<CountryCode, number>>;
}

const blankFeature = (key: string): FeatureRow => ({
  key,
  id: null,
  property: '',
  arProperty: '',
  value: '',
  arValue: '',
  extraPrices: {},
});

/**
 * The dialog's form of one image's variant data: the stage, the image's extra price per country and
 * its choices (English and Arabic side by side, each with its extra prices). Saved with the
 * product's version; the dialog closes once the save succeeded.
 */
function VariantForm({
  image,
  version,
  soldIn,
  stages,
  close,
}: {
  image: AdminProductImage;
  version: string;
  soldIn: CountryCode[];
  stages: Array<{ title: string; arTitle: string }>;
  close: () => void;
}) {
  const t = useT();
  const { language } = useLocale();
  const fetcher = useFetcher<ImageAnswer>();
  const [rows, setRows] = useState<FeatureRow[]>(() => [
    ...image.features.map((feature) => ({ ...feature, key: feature.id })),
    blankFeature('new-0'),
  ]);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const fields = answer && !answer.ok ? (answer.fields ?? {}) : {};
  useEffect(() => {
    if (answer?.ok) close();
  }, [answer, close]);
  const stageOptions = stages.map((stage) => ({
    value: stage.title,
    label: language === 'ar' ? stage.arTitle : stage.title,
  }));
  if (image.stage && !stages.some((stage) => stage.title === image.stage))
    stageOptions.push({ value: image.stage, label: image.stage });
  const english = t('admin.products.editor.english');
  const arabic = t('admin.products.editor.arabic');
  const textField = (
    row: FeatureRow,
    index: number,
    key: 'property' | 'arProperty' | 'value' | 'arValue',
  ) => {
    const isArabic = key.startsWith('ar');
    const base = key === 'property' || key === 'arProperty' ? 'property' : 'value';
    return (
      <FormField
        label={`${t(`admin.products.editor.images.${base}`)} · ${isArabic ? arabic : english}`}
        error={fields[`features.${index}.${key}`]}
      >
        <Input
          name={`features.${index}.${key}`}
          defaultValue={row[key]}
          dir={isArabic ? 'rtl' : 'ltr'}
          lang={isArabic ? 'ar' : 'en'}
        />
      </FormField>
    );
  };
  return (
    <fetcher.Form method="post" className="flex flex-col gap-4" noValidate data-testid="image-variant-form">
      <input type="hidden" name="intent" value="saveImageVariant" />
      <input type="hidden" name="imageId" value={image.id} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="featureCount" value={rows.length} />
      {answer && !answer.ok ? (
        <Banner tone="error" title={answer.message}>
          {null}
        </Banner>
      ) : null}
      <FormField label={t('admin.products.editor.images.stageLabel')} error={fields['stage']}>
        <Select
          name="stage"
          defaultValue={image.stage ?? ''}
          placeholder={t('admin.products.editor.images.noStage')}
          options={stageOptions}
        />
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">
          {t('admin.products.editor.images.imageExtras')}
        </legend>
        {soldIn.length ? (
          <ExtraPriceInputs prefix="extraPrices" values={image.extraPrices} soldIn={soldIn} fields={fields} />
        ) : (
          <p className="text-xs text-ink-muted">{t('admin.products.editor.images.notSold')}</p>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-ink">
          {t('admin.products.editor.images.choices')}
        </legend>
        {rows.map((row, index) => (
          <div
            key={row.key}
            className="flex flex-col gap-3 rounded-card border border-line bg-canvas p-3"
            data-testid="image-feature-row"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-xs font-semibold text-ink-muted">
                {row.id
                  ? t('admin.products.editor.images.choice', { number: index + 1 })
                  : t('admin.products.editor.images.newChoice')}
              </span>
              {row.id ? (
                <>
                  <input type="hidden" name={`features.${index}.id`} value={row.id} />
                  <Checkbox
                    name={`features.${index}.remove`}
                    label={t('admin.products.editor.images.removeChoice')}
                  />
                </>
              ) : null}
            </div>
            {fields[`features.${index}`] ? (
              <p className="text-xs text-danger">{fields[`features.${index}`]}</p>
            ) : null}
            <div className="grid gap-3 md:grid-cols-2">
              {language === 'ar' ? (
                <>
                  <div className="flex flex-col gap-3">
                    {textField(row, index, 'arProperty')}
                    {textField(row, index, 'arValue')}
                  </div>
                  <div className="flex flex-col gap-3">
                    {textField(row, index, 'property')}
                    {textField(row, index, 'value')}
                  </div>
                </>
              ) : (
                <>
                  <div className="flex flex-col gap-3">
                    {textField(row, index, 'property')}
                    {textField(row, index, 'value')}
                  </div>
                  <div className="flex flex-col gap-3">
                    {textField(row, index, 'arProperty')}
                    {textField(row, index, 'arValue')}
                  </div>
                </>
              )}
            </div>
            {soldIn.length ? (
              <ExtraPriceInputs
                prefix={`features.${index}.extraPrices`}
                values={row.extraPrices}
                soldIn={soldIn}
                fields={fields}
              />
            ) : null}
          </div>
        ))}
        {fields['features'] ? <p className="text-xs text-danger">{fields['features']}</p> : null}
        <div>
          <button
            type="button"
            className={buttonClasses({ size: 'sm', variant: 'ghost' })}
            onClick={() => setRows((current) => [...current, blankFeature(`new-${current.length}`)])}
          >
            <Icon name="plus" size={16} />
            {t('admin.products.editor.images.addChoice')}
          </button>
        </div>
      </fieldset>
      <DialogActions close={close}>
        <button
          type="submit"
          disabled={fetcher.state !== 'idle'}
          className={buttonClasses({ size: 'sm' })}
          data-testid="image-variant-save"
        >
          {t('admin.products.editor.images.saveVariant')}
        </button>
      </DialogActions>
    </fetcher.Form>
  );
}

/** What one image card shows: its picture, position, primary mark, stage, choices and extras. */
function ImageSummary({
  image,
  number,
  stages,
}: {
  image: AdminProductImage;
  number: number;
  stages: Array<{ title: string; arTitle: string }>;
}) {
  const t = useT();
  const { language } = useLocale();
  const money = useMoney();
  // The stage is stored as the stage's English title; shown in the page's language when it is one.
  const stage = stages.find((item) => item.title === image.stage);
  const stageName = stage && language === 'ar' ? stage.arTitle : image.stage;
  return (
    <>
      <ProductThumb image={image.path} size={80} lazy={false} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 text-xs text-ink-muted">
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="num font-semibold text-ink">#{number}</span>
          {image.primaryImage ? (
            <Badge tone="brand" size="sm">
              <Icon name="star" size={12} />
              {t('admin.products.editor.images.primary')}
            </Badge>
          ) : null}
        </div>
        {image.originalName ? <bdi className="truncate">{image.originalName}</bdi> : null}
        {stageName ? <span>{t('admin.products.editor.images.stage', { stage: stageName })}</span> : null}
        <span>{t('admin.products.editor.images.features', { count: image.features.length })}</span>
        {image.photoCount ? (
          <span>{t('admin.products.editor.images.photos', { count: image.photoCount })}</span>
        ) : null}
        {COUNTRIES.filter((country) => image.extraPrices[country]).map((country) => (
          <span key={country}>
            {t('admin.products.editor.images.extra', {
              country: t(`countries.${country}`),
              amount: money(image.extraPrices[country]!, currencyOfCountry(country)),
            })}
          </span>
        ))}
      </div>
    </>
  );
}

/**
 * A product's images: each with its stage, variant choices and extra prices (edited in a dialog),
 * the primary choice and removal. The order changes by dragging a card (React Aria's drag and drop:
 * with the keyboard too, from the card's handle: Enter, arrows, Enter) or with the move buttons,
 * which also work without JavaScript; it is saved at once. New pictures upload with a progress bar
 * and are added as soon as they are stored.
 */
export function ProductImagesManager({
  images,
  canWrite,
  error,
  version,
  soldIn,
  stages,
}: {
  images: AdminProductImage[];
  canWrite: boolean;
  error?: string | null;
  /** The product's version (the variant saves are checked against it). */
  version: string;
  /** The countries the product is sold in: extra prices are given there. */
  soldIn: CountryCode[];
  /** The product's iDesign stages, the choices of an image's stage. */
  stages: Array<{ title: string; arTitle: string }>;
}) {
  const t = useT();
  const adder = useFetcher();
  const reorder = useFetcher<ImageAnswer>();
  const loaded = images.map((image) => image.id).join(',');
  // The order dropped here, until the server's list (after any image action) replaces it.
  const [dropped, setDropped] = useState<{ from: string; order: string[] } | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const order = dropped?.from === loaded ? dropped.order : images.map((image) => image.id);
  const byId = new Map(images.map((image) => [image.id, image]));
  const shown = order.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) => {
      const moving = new Set([...event.keys].map(String));
      const rest = order.filter((id) => !moving.has(id));
      const target = rest.indexOf(String(event.target.key));
      const at = event.target.dropPosition === 'before' ? target : target + 1;
      const next = [...rest.slice(0, at), ...order.filter((id) => moving.has(id)), ...rest.slice(at)];
      setDropped({ from: loaded, order: next });
      const form = new FormData();
      form.set('intent', 'reorderImages');
      for (const id of next) form.append('imageIds', id);
      void reorder.submit(form, { method: 'post' });
    },
  });
  const upload = async (file: File, onProgress: (percent: number) => void) => {
    let path: string;
    try {
      path = await uploadAvatar(file, onProgress, { url: PRODUCT_IMAGE_UPLOAD_URL });
    } catch (failure) {
      throw new Error(t(uploadErrorKey(failure)));
    }
    await adder.submit({ intent: 'addImage', path, originalName: file.name }, { method: 'post' });
  };
  const reorderAnswer = reorder.state === 'idle' ? reorder.data : undefined;
  const edited = editing ? shown.find((image) => image.id === editing) : undefined;
  return (
    <div className="flex flex-col gap-4">
      {reorderAnswer && !reorderAnswer.ok ? (
        <Banner tone="error" title={t('admin.products.editor.images.reorderFailed')}>
          {reorderAnswer.message}
        </Banner>
      ) : null}
      {shown.length === 0 ? (
        <p className="rounded-card border border-dashed border-line-strong p-4 text-sm text-ink-muted">
          {t('admin.products.editor.images.empty')}
        </p>
      ) : (
        <GridList
          aria-label={t('admin.products.editor.images.listLabel')}
          items={shown}
          dragAndDropHooks={canWrite ? dragAndDropHooks : undefined}
          dependencies={[order, canWrite]}
          keyboardNavigationBehavior="tab"
          layout="grid"
          className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
          data-testid="product-images"
        >
          {(image) => {
            const index = shown.indexOf(image);
            const number = index + 1;
            return (
              <GridListItem
                id={image.id}
                textValue={t('admin.products.editor.images.position', { number })}
                className={({ isDragging, isDropTarget, isFocusVisible }) =>
                  cx(
                    'flex gap-3 rounded-card border border-line bg-surface p-3 outline-none',
                    isDragging && 'opacity-50',
                    isDropTarget && 'ring-2 ring-brand',
                    isFocusVisible && 'ring-2 ring-brand/60',
                  )
                }
                data-testid="product-image"
              >
                {canWrite ? (
                  <AriaButton
                    slot="drag"
                    aria-label={t('admin.products.editor.images.drag', { number })}
                    className="-ms-1 flex cursor-grab items-center self-stretch rounded px-0.5 text-ink-muted outline-none hover:text-brand data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand"
                    data-testid="image-drag"
                  >
                    <Icon name="grip" size={18} />
                  </AriaButton>
                ) : null}
                <div className="flex min-w-0 flex-1 flex-col gap-2">
                  <div className="flex gap-3">
                    <ImageSummary image={image} number={number} stages={stages} />
                  </div>
                  {canWrite ? (
                    <div className="flex flex-wrap gap-1.5">
                      <AriaButton
                        onPress={() => setEditing(image.id)}
                        className={buttonClasses({ size: 'sm', variant: 'secondary' })}
                        data-testid="image-variant"
                      >
                        {t('admin.products.editor.images.edit')}
                      </AriaButton>
                      {!image.primaryImage ? (
                        <ImageAction
                          intent="primaryImage"
                          imageId={image.id}
                          label={t('admin.products.editor.images.makePrimary')}
                        />
                      ) : null}
                      <ImageAction
                        intent="moveImage"
                        imageId={image.id}
                        step={-1}
                        disabled={index === 0}
                        tone="ghost"
                        label={t('admin.products.editor.images.moveEarlier')}
                      />
                      <ImageAction
                        intent="moveImage"
                        imageId={image.id}
                        step={1}
                        disabled={index === shown.length - 1}
                        tone="ghost"
                        label={t('admin.products.editor.images.moveLater')}
                      />
                      <ImageAction
                        intent="removeImage"
                        imageId={image.id}
                        tone="danger"
                        confirm={t('admin.products.editor.images.removeConfirm')}
                        label={t('admin.products.editor.images.remove')}
                      />
                    </div>
                  ) : null}
                </div>
              </GridListItem>
            );
          }}
        </GridList>
      )}
      {edited ? (
        <AdminModal
          isOpen
          onOpenChange={(open) => (open ? null : setEditing(null))}
          title={t('admin.products.editor.images.editTitle', { number: shown.indexOf(edited) + 1 })}
          description={t('admin.products.editor.images.editHint')}
          wide
          testId="image-variant-dialog"
        >
          {(close) => (
            <VariantForm image={edited} version={version} soldIn={soldIn} stages={stages} close={close} />
          )}
        </AdminModal>
      ) : null}
      {canWrite ? (
        <div className="flex flex-col gap-1">
          <FileUpload
            name="image"
            label={t('admin.products.editor.images.upload')}
            upload={upload}
            error={error ?? undefined}
          />
          <p className="text-xs text-ink-muted">{t('admin.products.editor.images.uploadHint')}</p>
        </div>
      ) : null}
    </div>
  );
}
