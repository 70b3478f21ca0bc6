import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { MAX_UPLOAD_BYTES } from '@souq/core/media/upload-limits.ts';
import { lookupMessage, useLocale, useT } from '../../i18n/i18n.ts';
import { cx } from '../ui/cx.ts';
import { Button } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import { IconButton } from '../ui/icon-button.tsx';
import { dropZoneStateClass, formatFileSize, useFileDrop } from '../ui/file-upload.tsx';
import {
  ATTACHMENT_ACCEPT,
  AttachmentUploadError,
  attachmentProblem,
  uploadAttachment,
  type UploadedAttachment,
} from './ticket-upload.ts';

const MAX_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

interface Item {
  id: string;
  name: string;
  sizeBytes: number;
  progress: number;
  status: 'uploading' | 'done' | 'error';
  error?: string;
  token?: string;
  mimeType?: string;
  abort?: AbortController;
}

export interface AttachmentUploaderProps {
  /** The visible label of the drop zone. */
  label: string;
  /** Files per ticket or message (the server refuses more). */
  max: number;
  /** Files already stored (a form refused after its files were kept): shown as uploaded, posted again. */
  initial?: readonly UploadedAttachment[];
  /** An error of the whole field, from the server. */
  error?: string;
  /** A smaller drop zone (a discussion reply, where the text comes first). */
  compact?: boolean;
  /** Tells the form whether a file is still on its way (the form waits for it). */
  onPendingChange?: (pending: boolean) => void;
}

let sequence = 0;
const noSubscription = () => () => {};

/**
 * The attachments of a ticket or a discussion message. With JavaScript each chosen file goes at once
 * to the upload call (a progress bar per file, a remove button, the too-big and wrong-type messages
 * before anything is sent) and the form posts the `attachments` tokens. Without it the native input
 * named `attachmentFiles` posts the files with the form (multipart) and the page's action stores them.
 */
export function AttachmentUploader({
  label,
  max,
  initial = [],
  error,
  compact = false,
  onPendingChange,
}: AttachmentUploaderProps) {
  const t = useT();
  const { language } = useLocale();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // True once hydrated (false in the server's HTML): only then are files uploaded one by one.
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [items, setItems] = useState<Item[]>(() =>
    initial.map((file) => ({
      id: file.token,
      name: file.originalName,
      sizeBytes: file.sizeBytes,
      progress: 100,
      status: 'done' as const,
      token: file.token,
      mimeType: file.mimeType,
    })),
  );
  const pending = items.some((item) => item.status === 'uploading');
  useEffect(() => onPendingChange?.(pending), [pending, onPendingChange]);

  const patch = (itemId: string, change: Partial<Item>) =>
    setItems((all) => all.map((item) => (item.id === itemId ? { ...item, ...change } : item)));

  const messageOf = (failure: unknown): string => {
    if (failure instanceof AttachmentUploadError) {
      if (failure.messageKey && lookupMessage(language, failure.messageKey) !== undefined) {
        return t(failure.messageKey as Parameters<typeof t>[0], { max: MAX_MB });
      }
      if (failure.serverMessage) return failure.serverMessage;
    }
    return t('seller.attachments.failed');
  };

  const add = (files: FileList | null) => {
    if (!files) return;
    const room = max - items.filter((item) => item.status !== 'error').length;
    Array.from(files).forEach((file, index) => {
      const itemId = `attachment-${++sequence}`;
      const base = { id: itemId, name: file.name, sizeBytes: file.size, progress: 0 };
      if (index >= room) {
        setItems((all) => [
          ...all,
          { ...base, status: 'error', error: t('seller.attachments.tooMany', { max }) },
        ]);
        return;
      }
      const problem = attachmentProblem(file);
      if (problem) {
        const message =
          problem === 'tooBig'
            ? t('seller.attachments.tooBig', { max: MAX_MB })
            : t('seller.attachments.invalidType');
        setItems((all) => [...all, { ...base, status: 'error', error: message }]);
        return;
      }
      const abort = new AbortController();
      setItems((all) => [...all, { ...base, status: 'uploading', abort }]);
      uploadAttachment(file, (progress) => patch(itemId, { progress }), abort.signal).then(
        (stored) =>
          patch(itemId, {
            status: 'done',
            progress: 100,
            token: stored.token,
            mimeType: stored.mimeType,
            abort: undefined,
          }),
        (failure: unknown) => {
          if (failure instanceof AttachmentUploadError && failure.aborted) return;
          patch(itemId, { status: 'error', error: messageOf(failure), abort: undefined });
        },
      );
    });
    // The same file may be chosen again after it was removed.
    if (input.current) input.current.value = '';
  };

  const remove = (item: Item) => {
    item.abort?.abort();
    setItems((all) => all.filter((other) => other.id !== item.id));
    input.current?.focus();
  };

  const { dragging, dropHandlers } = useFileDrop(add, enhanced);

  return (
    <div className="flex flex-col gap-3" data-testid="attachment-uploader">
      {items.map((item) =>
        item.token ? (
          <span key={item.id} hidden>
            <input type="hidden" name="attachments" value={item.token} />
            <input
              type="hidden"
              name="attachmentInfo"
              value={JSON.stringify({
                token: item.token,
                originalName: item.name,
                mimeType: item.mimeType ?? '',
                sizeBytes: item.sizeBytes,
              })}
            />
          </span>
        ) : null,
      )}
      <label
        htmlFor={id}
        {...dropHandlers}
        className={cx(
          'flex cursor-pointer items-center rounded-panel border-2 border-dashed text-center transition-colors',
          compact ? 'flex-wrap justify-center gap-x-3 gap-y-1 px-4 py-3' : 'flex-col gap-2 px-4 py-6',
          dropZoneStateClass(dragging, error),
        )}
      >
        <span
          className={cx(
            'grid place-items-center rounded-full bg-brand-soft text-brand',
            compact ? 'size-8' : 'size-11',
          )}
        >
          <Icon name="upload" size={compact ? 18 : 22} />
        </span>
        <span className="text-sm font-semibold text-ink">{label}</span>
        <span className="text-sm text-ink-muted">
          <span className="font-semibold text-brand underline underline-offset-4">
            {t('seller.attachments.choose')}
          </span>{' '}
          {enhanced ? t('seller.attachments.drop') : null}
        </span>
        <span className={cx('text-xs text-ink-muted', compact && 'basis-full')}>
          {t('seller.attachments.hint', { max: MAX_MB, count: max })}
        </span>
        <input
          ref={input}
          id={id}
          // Without JavaScript the files post with the form; with it they are already uploaded.
          name={enhanced ? undefined : 'attachmentFiles'}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={enhanced ? (event) => add(event.target.files) : undefined}
          className="sr-only"
          data-testid="attachment-input"
        />
      </label>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-live="polite" aria-label={t('seller.attachments.listLabel')}>
          {items.map((item) => (
            <li
              key={item.id}
              data-testid="attachment-item"
              data-status={item.status}
              className={cx(
                'flex items-center gap-3 rounded-card border bg-surface p-2.5',
                item.status === 'error' ? 'border-danger/40' : 'border-line',
              )}
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-sand text-ink-muted">
                <Icon name="image" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="flex items-baseline justify-between gap-2 text-sm">
                  <bdi className="truncate font-medium text-ink">{item.name}</bdi>
                  <span dir="ltr" className="num shrink-0 text-xs text-ink-muted">
                    {formatFileSize(item.sizeBytes)}
                  </span>
                </span>
                {item.status !== 'error' ? (
                  <span className="flex items-center gap-2">
                    <progress
                      value={item.progress}
                      max={100}
                      aria-label={t('seller.attachments.uploading', { name: item.name })}
                      aria-valuetext={t('seller.attachments.percent', { percent: item.progress / 100 })}
                      className="h-1.5 flex-1 overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-sand [&::-webkit-progress-value]:bg-brand [&::-webkit-progress-value]:transition-all"
                      data-testid="attachment-progress"
                    />
                    <span className="num w-11 text-end text-xs text-ink-muted" aria-hidden="true">
                      {t('seller.attachments.percent', { percent: item.progress / 100 })}
                    </span>
                  </span>
                ) : null}
                {item.status === 'done' ? (
                  <span className="flex items-center gap-1 text-xs font-medium text-success" role="status">
                    <Icon name="check" size={14} />
                    {t('seller.attachments.done')}
                  </span>
                ) : null}
                {item.status === 'error' ? (
                  <span role="alert" className="text-xs font-medium text-danger">
                    {item.error ?? t('seller.attachments.failed')}
                  </span>
                ) : null}
              </span>
              {/* Without JavaScript a kept file goes with the form; removing one needs the script. */}
              {enhanced ? (
                <IconButton
                  icon="trash"
                  size="sm"
                  label={t('seller.attachments.remove', { name: item.name })}
                  onClick={() => remove(item)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Whether a form's uploader still has a file on its way: `onPendingChange` goes to the
 * AttachmentUploader, `uploading` to its UploadFormSubmit.
 */
export function useUploadsPending() {
  const [uploading, onPendingChange] = useState(false);
  return { uploading, onPendingChange };
}

/** The submit button of a form with attachments: it waits while a file is still uploading, and says so. */
export function UploadFormSubmit({
  busy,
  uploading,
  testId,
  children,
}: {
  busy: boolean;
  uploading: boolean;
  testId: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" loading={busy} disabled={uploading} data-testid={testId}>
        {children}
      </Button>
      {uploading ? (
        <span className="text-sm text-ink-muted" role="status">
          {t('seller.attachments.wait')}
        </span>
      ) : null}
    </div>
  );
}
