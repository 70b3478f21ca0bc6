import { useT } from '../../i18n/i18n.ts';
import { formatFileSize } from '../ui/file-upload.tsx';
import { Icon } from '../ui/icon.tsx';

/** The attachment of a ticket or message as the page shows it (the view's dates and links, serialized). */
export interface AttachmentLink {
  id: string;
  originalName: string | null;
  sizeBytes: number | null;
  url: string | null;
}

/** The files of a ticket or message: signed links that open in a new tab, or the bare name without one. */
export function AttachmentLinks({
  attachments,
  label,
}: {
  attachments: readonly AttachmentLink[];
  label?: string;
}) {
  const t = useT();
  if (attachments.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label ?? t('seller.attachments.listLabel')}>
      {attachments.map((file, index) => {
        const name = file.originalName || t('seller.attachments.unnamed', { n: index + 1 });
        const body = (
          <>
            <Icon name="upload" size={16} className="shrink-0 rotate-180" />
            <bdi className="truncate">{name}</bdi>
            {file.sizeBytes ? (
              <span dir="ltr" className="num shrink-0 text-xs text-ink-muted">
                {formatFileSize(file.sizeBytes)}
              </span>
            ) : null}
          </>
        );
        return (
          <li key={file.id} className="max-w-full">
            {file.url ? (
              <a
                href={file.url}
                target="_blank"
                rel="noopener noreferrer"
                download={file.originalName ?? undefined}
                className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-line bg-surface px-3 py-1.5 text-sm text-ink hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
                title={t('seller.attachments.open', { name })}
              >
                {body}
              </a>
            ) : (
              <span className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-line bg-sand px-3 py-1.5 text-sm text-ink-muted">
                {body}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
