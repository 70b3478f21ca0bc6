import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';
import { IconButton } from './icon-button.tsx';

/** SPEC.md section 9: uploads up to 50 MB. */
export const MAX_UPLOAD_MB = 50;

export interface UploadItem {
  id: string;
  name: string;
  sizeBytes: number;
  /** An object URL or a server URL of the image, for the thumbnail. */
  previewUrl?: string;
  /** 0..100 while uploading. */
  progress: number;
  status: 'uploading' | 'done' | 'error';
  /** A localized message when status is error. */
  error?: string;
}

export interface FileUploadProps {
  /** The input's name: without JavaScript the files post with the form (multipart). */
  name: string;
  label: string;
  accept?: string;
  multiple?: boolean;
  maxSizeMb?: number;
  disabled?: boolean;
  /** Uploads one file, reporting progress (0..100); resolves when stored. Without it files just post with the form. */
  upload?: (file: File, onProgress: (percent: number) => void) => Promise<void>;
  /** Gallery and tests: items to show (in any state) instead of the chosen files. */
  initialItems?: UploadItem[];
  error?: string;
  className?: string;
}

/** A size in KB or MB; written left to right in both languages, like the file names' digits. */
export const formatFileSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Dragging files over a drop zone (a label around a file input): whether files are over it, for
 * its look, and the label's handlers; dropped files go to `onFiles` only when `enabled`.
 */
export function useFileDrop(onFiles: (files: FileList) => void, enabled = true) {
  const [dragging, setDragging] = useState(false);
  return {
    dragging,
    dropHandlers: {
      onDragOver: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        setDragging(false);
        if (enabled) onFiles(event.dataTransfer.files);
      },
    },
  };
}

/** A drop zone's border and background: files over it, the input focused from the keyboard, an error. */
export const dropZoneStateClass = (dragging: boolean, error: unknown) =>
  cx(
    'has-focus-visible:border-brand has-focus-visible:bg-brand-tint',
    dragging ? 'border-brand bg-brand-tint' : 'border-line-strong bg-surface hover:border-brand/60',
    Boolean(error) && 'border-danger',
  );

/**
 * A drop zone over a native file input (keyboard and screen readers reach the input; dropping is
 * an extra), image previews, a progress bar per file, too-large files refused with a localized
 * error, and remove buttons.
 */
export function FileUpload({
  name,
  label,
  accept = 'image/png,image/jpeg,image/webp',
  multiple = true,
  maxSizeMb = MAX_UPLOAD_MB,
  disabled,
  upload,
  initialItems = [],
  error,
  className,
}: FileUploadProps) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<UploadItem[]>(initialItems);
  const urls = useRef<string[]>([]);

  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const patch = (itemId: string, change: Partial<UploadItem>) =>
    setItems((all) => all.map((item) => (item.id === itemId ? { ...item, ...change } : item)));

  const add = (files: FileList | null) => {
    if (!files) return;
    for (const file of Array.from(files)) {
      const itemId = `${file.name}-${file.size}-${file.lastModified}`;
      const tooLarge = file.size > maxSizeMb * 1024 * 1024;
      const previewUrl = file.type.startsWith('image/') ? URL.createObjectURL(file) : undefined;
      if (previewUrl) urls.current.push(previewUrl);
      const item: UploadItem = {
        id: itemId,
        name: file.name,
        sizeBytes: file.size,
        previewUrl,
        progress: 0,
        status: tooLarge ? 'error' : upload ? 'uploading' : 'done',
        error: tooLarge ? t('ui.upload.tooLarge', { max: maxSizeMb }) : undefined,
      };
      setItems((all) => (multiple ? [...all.filter((old) => old.id !== itemId), item] : [item]));
      if (!tooLarge && upload) {
        upload(file, (progress) => patch(itemId, { progress }))
          .then(() => patch(itemId, { status: 'done', progress: 100 }))
          .catch(() => patch(itemId, { status: 'error', error: t('ui.upload.failed') }));
      }
    }
  };

  const { dragging, dropHandlers } = useFileDrop(add, !disabled);

  return (
    <div className={cx('flex flex-col gap-3', className)}>
      <label
        htmlFor={id}
        {...dropHandlers}
        className={cx(
          'flex cursor-pointer flex-col items-center gap-2 rounded-panel border-2 border-dashed px-6 py-8 text-center transition-colors',
          dropZoneStateClass(dragging, error),
          disabled && 'cursor-not-allowed border-line bg-sand/60 hover:border-line',
        )}
      >
        <span
          className={cx(
            'grid size-12 place-items-center rounded-full',
            disabled ? 'bg-sand text-ink-muted' : 'bg-brand-soft text-brand',
          )}
        >
          <Icon name="upload" size={22} />
        </span>
        <span className="text-sm font-semibold text-ink">{label}</span>
        <span className="text-sm text-ink-muted">
          <span className="font-semibold text-brand underline underline-offset-4">
            {t('ui.upload.choose')}
          </span>{' '}
          {t('ui.upload.drop')}
        </span>
        <span className="text-xs text-ink-muted">{t('ui.upload.hint', { max: maxSizeMb })}</span>
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => add(event.target.files)}
          className="sr-only"
        />
      </label>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-live="polite">
          {items.map((item) => (
            <li
              key={item.id}
              className={cx(
                'flex items-center gap-3 rounded-card border bg-surface p-2.5',
                item.status === 'error' ? 'border-danger/40' : 'border-line',
              )}
            >
              <span className="grid size-12 shrink-0 place-items-center overflow-hidden rounded-lg bg-sand text-ink-muted">
                {item.previewUrl ? (
                  <img
                    src={item.previewUrl}
                    alt=""
                    width={48}
                    height={48}
                    className="h-full w-full object-cover"
                  />
                ) : (
                  <Icon name="image" />
                )}
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="flex items-baseline justify-between gap-2 text-sm">
                  <bdi className="truncate font-medium text-ink">{item.name}</bdi>
                  <span dir="ltr" className="num shrink-0 text-xs text-ink-muted">
                    {formatFileSize(item.sizeBytes)}
                  </span>
                </span>
                {item.status === 'uploading' ? (
                  <span className="flex items-center gap-2">
                    <progress
                      value={item.progress}
                      max={100}
                      aria-label={t('ui.upload.uploading', { name: item.name })}
                      className="h-1.5 flex-1 overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-sand [&::-webkit-progress-value]:bg-brand [&::-webkit-progress-value]:transition-all"
                    />
                    <span className="num w-10 text-end text-xs text-ink-muted">
                      {t('ui.upload.percent', { percent: item.progress / 100 })}
                    </span>
                  </span>
                ) : null}
                {item.status === 'done' ? (
                  <span className="flex items-center gap-1 text-xs font-medium text-success">
                    <Icon name="check" size={14} />
                    {t('ui.upload.done')}
                  </span>
                ) : null}
                {item.status === 'error' ? (
                  <span role="alert" className="text-xs font-medium text-danger">
                    {item.error ?? t('ui.upload.failed')}
                  </span>
                ) : null}
              </span>
              <IconButton
                icon="trash"
                size="sm"
                label={t('ui.upload.remove', { name: item.name })}
                onClick={() => setItems((all) => all.filter((other) => other.id !== item.id))}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
