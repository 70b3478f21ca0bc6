/**
 * Small pieces the content area's pages share (issue 21): the action's answer type, a field's
 * error from it, the picture field (the current picture, a file to replace it) and the toast.
 */
import { useEffect } from 'react';
import { useT } from '../../../i18n/i18n.ts';
import { contentImageSrc } from '../../../lib/content-view.ts';
import { FormField } from '../../ui/form-field.tsx';
import { controlClasses, useFieldControlProps } from '../../ui/form-field.tsx';
import { cx } from '../../ui/cx.ts';
import { useToast } from '../../ui/toast.tsx';

export type ContentAnswer =
  | ({ ok: true; intent: string; message?: string } & Record<string, unknown>)
  | {
      ok: false;
      intent: string;
      message: string;
      fields: Record<string, string>;
      values?: Record<string, unknown>;
    };

export const fieldErrorOf = (answer: ContentAnswer | undefined, field: string): string | undefined =>
  answer && !answer.ok ? answer.fields[field] : undefined;

/** A toast per new answer: the saved message, or the form's summary of what is wrong. */
export function useContentToast(answer: ContentAnswer | undefined) {
  const toast = useToast();
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      if (answer.message) toast.success(answer.message);
    } else toast.error(answer.message);
    // The answer object is new for every submission.
  }, [answer]); // eslint-disable-line react-hooks/exhaustive-deps
}

/**
 * The picture of a post, slide, banner or advert: the stored one (posted back as `image`) and a file
 * input (`imageFile`) to replace it; the server re-encodes the file (media/image-upload.ts).
 */
export function ContentImageField({
  label,
  hint,
  current,
  error,
  required,
  testId,
}: {
  label: string;
  hint?: string;
  current: string | null;
  error?: string;
  required?: boolean;
  testId?: string;
}) {
  const t = useT();
  const src = contentImageSrc(current);
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      <div className="flex flex-wrap items-center gap-3">
        {src ? (
          <img
            src={src}
            alt={t('admin.content.posts.currentImage')}
            className="h-16 w-28 rounded-md border border-line bg-sand object-cover"
          />
        ) : null}
        <input type="hidden" name="image" value={current ?? ''} />
        <PictureInput testId={testId} />
      </div>
    </FormField>
  );
}

/** The file input, labelled and described by its field. */
function PictureInput({ testId }: { testId?: string }) {
  const field = useFieldControlProps({});
  return (
    <input
      {...field}
      type="file"
      name="imageFile"
      accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
      className={cx(
        controlClasses,
        'h-11 min-w-0 flex-1 px-2 py-2 text-sm file:me-3 file:rounded-md file:border-0 file:bg-sand file:px-3 file:py-1',
      )}
      data-testid={testId}
    />
  );
}
