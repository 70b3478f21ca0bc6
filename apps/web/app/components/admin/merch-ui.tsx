/**
 * Pieces the merchandising pages share (issue 21): a picture field that uploads at once with
 * JavaScript (POST /api/user/upload-one, the product editor's way) and posts the file with its
 * form without it, the answer of a form beside its fields, and the status and country badges.
 */
import { useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { uploadAvatar, uploadErrorKey } from '../account/upload-avatar.ts';
import { useHydrated } from '../cart/add-to-cart-answer.tsx';
import { Badge } from '../ui/badge.tsx';
import { FileUpload } from '../ui/file-upload.tsx';
import { Icon } from '../ui/icon.tsx';
import { thumbnailOf } from '../ui/image-sources.ts';

/** What a merchandising action answers (lib/merch-form.server.ts). */
export interface MerchAnswerData {
  ok: boolean;
  intent: string;
  message: string;
  fields?: Record<string, string>;
  target?: string;
  id?: string;
  values?: Record<string, string>;
}

/** What was typed in `field` of a refused `intent` form (drawn again without JavaScript), else undefined. */
export const typedValue = (answer: MerchAnswerData | undefined, intent: string, field: string) =>
  answer && !answer.ok && answer.intent === intent ? answer.values?.[field] : undefined;

/** The error of `field` in `answer` when it answers `intent` (and `target`, for a row's form). */
export function merchFieldError(
  answer: MerchAnswerData | undefined,
  field: string,
  intent?: string,
  target?: string,
): string | undefined {
  if (!answer || answer.ok) return undefined;
  if (intent && answer.intent !== intent) return undefined;
  if (target !== undefined && answer.target !== target) return undefined;
  return answer.fields?.[field];
}

/** A form's own message (success, or a failure that names no field), shown under its button. */
export function FormNote({
  answer,
  intent,
  target,
}: {
  answer: MerchAnswerData | undefined;
  intent: string;
  target?: string;
}) {
  if (!answer || answer.intent !== intent) return null;
  if (target !== undefined && answer.target !== target) return null;
  return answer.ok ? (
    <p className="text-sm text-success" role="status">
      {answer.message}
    </p>
  ) : (
    <p className="text-sm text-danger" role="alert">
      {answer.message}
    </p>
  );
}

/** Product pictures keep their size (WebP): the endpoint without the avatar's resize. */
const PICTURE_UPLOAD_URL = '/api/user/upload-one';

/**
 * A picture of a category, collection or attribute value: the stored one's preview, a hidden input
 * with its path, and an upload zone. With JavaScript the file is stored at once and its path
 * replaces the hidden value (the file input then has no name, so the file is not posted twice);
 * without it the file posts with the form as `<name>File` (the form is multipart).
 */
export function PictureField({
  name,
  label,
  current,
  error,
  compact = false,
}: {
  name: string;
  label: string;
  current: string | null;
  error?: string;
  /** A plain file button instead of the drop zone (forms repeated down a list). */
  compact?: boolean;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const [path, setPath] = useState(current ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const upload = async (file: File, onProgress: (percent: number) => void) => {
    try {
      setFailure(null);
      setPath(await uploadAvatar(file, onProgress, { url: PICTURE_UPLOAD_URL }));
    } catch (caught) {
      setFailure(t(uploadErrorKey(caught)));
      throw caught;
    }
  };
  return (
    <div className="flex flex-col gap-2" data-testid={`picture-${name}`}>
      <span className="text-sm font-semibold text-ink">{label}</span>
      <input type="hidden" name={name} value={path} />
      {path ? (
        <div className="flex items-center gap-3">
          <img
            src={thumbnailOf(path)}
            alt=""
            width={96}
            height={64}
            className="h-16 w-24 rounded-lg border border-line object-cover"
          />
          <button
            type="button"
            onClick={() => setPath('')}
            className="text-sm font-semibold text-danger underline-offset-4 hover:underline"
            hidden={!hydrated}
          >
            {t('admin.merchandising.picture.remove')}
          </button>
        </div>
      ) : (
        <span className="text-xs text-ink-muted">{t('admin.merchandising.picture.none')}</span>
      )}
      {compact ? (
        <>
          {/* The browser's own file button speaks the browser's language: ours speaks the page's. */}
          <label className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-full bg-brand-soft px-3 py-1.5 text-sm font-semibold text-brand has-focus-visible:ring-2 has-focus-visible:ring-brand">
            <Icon name="upload" size={16} />
            {chosen ?? t('admin.merchandising.picture.choose')}
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              name={hydrated ? '' : `${name}File`}
              aria-invalid={failure || error ? true : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0];
                setChosen(file?.name ?? null);
                if (file && hydrated) upload(file, () => undefined).catch(() => undefined);
              }}
              className="sr-only"
            />
          </label>
          {failure || error ? <p className="text-xs font-medium text-danger">{failure ?? error}</p> : null}
        </>
      ) : (
        <FileUpload
          name={hydrated ? '' : `${name}File`}
          label={t('admin.merchandising.picture.choose')}
          multiple={false}
          upload={hydrated ? upload : undefined}
          error={failure ?? error}
        />
      )}
    </div>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  const t = useT();
  return (
    <Badge tone={active ? 'success' : 'neutral'} size="sm">
      {active ? t('admin.merchandising.status.on') : t('admin.merchandising.status.off')}
    </Badge>
  );
}

/** A day of a stored instant (UTC), or an en dash. */
export const dayText = (iso: string | null): string => (iso ? iso.slice(0, 10) : '—');
