import { useFetcher } from 'react-router';
import type { AdminProductImage } from '@souq/core/admin/product-images.service.ts';
import { COUNTRIES, currencyOfCountry } from '@souq/core/locale/locales.ts';
import { useT } from '../../i18n/i18n.ts';
import { uploadAvatar, uploadErrorKey } from '../account/upload-avatar.ts';
import { ProductThumb, useMoney } from '../seller/seller-ui.tsx';
import { Badge } from '../ui/badge.tsx';
import { buttonClasses } from '../ui/button-styles.ts';
import { FileUpload } from '../ui/file-upload.tsx';
import { Icon } from '../ui/icon.tsx';

/** The upload endpoint without the avatar's resize: product pictures keep their size (WebP). */
const PRODUCT_IMAGE_UPLOAD_URL = '/api/user/upload-one';

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
  const fetcher = useFetcher();
  return (
    <fetcher.Form
      method="post"
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
    </fetcher.Form>
  );
}

/**
 * A product's images: each with its stage, variant choices and extra prices, reorder buttons, the
 * primary choice and removal; new pictures upload with a progress bar and are added as soon as
 * they are stored.
 */
export function ProductImagesManager({
  images,
  canWrite,
  error,
}: {
  images: AdminProductImage[];
  canWrite: boolean;
  error?: string | null;
}) {
  const t = useT();
  const money = useMoney();
  const adder = useFetcher();
  const upload = async (file: File, onProgress: (percent: number) => void) => {
    let path: string;
    try {
      path = await uploadAvatar(file, onProgress, { url: PRODUCT_IMAGE_UPLOAD_URL });
    } catch (failure) {
      throw new Error(t(uploadErrorKey(failure)));
    }
    await adder.submit({ intent: 'addImage', path, originalName: file.name }, { method: 'post' });
  };
  return (
    <div className="flex flex-col gap-4">
      {images.length === 0 ? (
        <p className="rounded-card border border-dashed border-line-strong p-4 text-sm text-ink-muted">
          {t('admin.products.editor.images.empty')}
        </p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="product-images">
          {images.map((image, index) => (
            <li
              key={image.id}
              className="flex gap-3 rounded-card border border-line bg-surface p-3"
              aria-label={t('admin.products.editor.images.position', { number: index + 1 })}
            >
              <ProductThumb image={image.path} size={80} lazy={false} />
              <div className="flex min-w-0 flex-1 flex-col gap-1.5 text-xs text-ink-muted">
                <div className="flex flex-wrap items-center gap-1.5">
                  <span className="num font-semibold text-ink">#{index + 1}</span>
                  {image.primaryImage ? (
                    <Badge tone="brand" size="sm">
                      <Icon name="star" size={12} />
                      {t('admin.products.editor.images.primary')}
                    </Badge>
                  ) : null}
                </div>
                {image.originalName ? <bdi className="truncate">{image.originalName}</bdi> : null}
                {image.stage ? (
                  <span>{t('admin.products.editor.images.stage', { stage: image.stage })}</span>
                ) : null}
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
                {canWrite ? (
                  <div className="mt-1 flex flex-wrap gap-1.5">
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
                      disabled={index === images.length - 1}
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
            </li>
          ))}
        </ol>
      )}
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
