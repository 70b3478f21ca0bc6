import { Form, Link } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { Banner } from '../ui/banner.tsx';
import { Button } from '../ui/button.tsx';
import { ButtonLink } from '../ui/button-link.tsx';
import { FileUpload } from '../ui/file-upload.tsx';
import { FormField } from '../ui/form-field.tsx';
import { RatingInput } from '../ui/rating-input.tsx';
import { RatingStars } from '../ui/rating-stars.tsx';
import { Textarea } from '../ui/textarea.tsx';
import type { CommunityFormState, ReviewView } from './community-types.ts';
import { ReviewDate } from './review-date.tsx';

export const REVIEW_MAX_PICTURES = 5;

/**
 * The product's reviews: the average rating, the reviews newest first (text as written, escaped by
 * React; pictures added by the reviewer), links to older and newer pages, and the review form. The
 * form is a plain multipart POST (works without JavaScript); the server checks who may write and
 * answers missing fields with localized errors.
 */
export function ProductReviews({
  reviews,
  summary,
  olderHref,
  newerHref,
  form,
  formKey,
  saved = false,
}: {
  reviews: ReviewView[];
  summary: { average: number; count: number };
  olderHref: string | null;
  newerHref: string | null;
  /** The refused review post, to show its errors and refill it. */
  form: CommunityFormState | null;
  /** Changes after a successful post, so the form starts empty again. */
  formKey: string;
  /** The page follows a successful review post. */
  saved?: boolean;
}) {
  const t = useT();
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-24">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="reviews-heading" className="text-lg font-bold text-ink sm:text-xl">
          {t('reviews.title')}
        </h2>
        {summary.count > 0 ? (
          <p className="flex items-center gap-2 text-sm text-ink-muted" data-testid="rating-summary">
            <RatingStars value={summary.average} size={18} />
            <span>{t('reviews.summary', { count: summary.count, average: summary.average })}</span>
          </p>
        ) : null}
      </div>

      {reviews.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted">{t('reviews.empty')}</p>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-line" data-testid="review-list">
          {reviews.map((review) => (
            <li key={review.id} className="py-4">
              <article className="flex flex-col gap-1.5" data-testid="review">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <h3 className="text-sm font-semibold text-ink">
                    <bdi>{review.authorName}</bdi>
                  </h3>
                  {review.rating !== null ? <RatingStars value={review.rating} size={14} /> : null}
                  <ReviewDate iso={review.createdAt} />
                </div>
                <p className="whitespace-pre-line text-pretty text-sm text-ink-soft">
                  <bdi>{review.text}</bdi>
                </p>
                {review.attachments.length > 0 ? (
                  <ul className="mt-1 flex flex-wrap gap-2">
                    {review.attachments.map((path, index) => (
                      <li key={path}>
                        <a
                          href={`/uploads/${path}`}
                          className="block rounded-lg focus-visible:outline-2 focus-visible:outline-brand"
                        >
                          <img
                            src={`/uploads/${path}?w=240`}
                            alt={t('reviews.attachmentAlt', { name: review.authorName, index: index + 1 })}
                            width={80}
                            height={80}
                            loading="lazy"
                            className="size-20 rounded-lg bg-sand object-cover"
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}

      {olderHref || newerHref ? (
        <div className="mt-2 flex flex-wrap gap-3">
          {newerHref ? (
            <Link
              to={newerHref}
              className="text-sm font-semibold text-brand underline underline-offset-4"
              preventScrollReset
            >
              {t('reviews.newer')}
            </Link>
          ) : null}
          {olderHref ? (
            <Link
              to={olderHref}
              className="text-sm font-semibold text-brand underline underline-offset-4"
              preventScrollReset
            >
              {t('reviews.more')}
            </Link>
          ) : null}
        </div>
      ) : null}

      <Form
        key={formKey}
        method="post"
        encType="multipart/form-data"
        noValidate
        preventScrollReset
        aria-labelledby="review-form-heading"
        className="mt-8 flex flex-col gap-5 rounded-panel border border-line bg-surface p-5"
        data-testid="review-form"
      >
        <h3 id="review-form-heading" className="text-base font-bold text-ink">
          {t('reviews.write')}
        </h3>
        {saved && !form ? <Banner tone="success">{t('reviews.saved')}</Banner> : null}
        {form?.formError ? (
          <Banner
            tone="error"
            action={
              form.loginHref ? (
                <ButtonLink to={form.loginHref} size="sm">
                  {t('reviews.login')}
                </ButtonLink>
              ) : undefined
            }
          >
            {form.formError}
          </Banner>
        ) : null}
        <input type="hidden" name="intent" value="review" />
        <RatingInput
          name="rating"
          legend={t('reviews.rating')}
          defaultValue={Number(form?.values.rating) || 0}
          error={form?.fieldErrors['rating']}
        />
        <FormField
          label={t('reviews.text')}
          hint={t('reviews.textHint')}
          error={form?.fieldErrors['text']}
          required
        >
          <Textarea name="text" rows={4} maxLength={2000} defaultValue={form?.values.text ?? ''} />
        </FormField>
        <FileUpload
          name="attachments"
          label={t('reviews.attachments')}
          accept="image/png,image/jpeg,image/webp"
          multiple
          error={form?.fieldErrors['attachments']}
        />
        <div>
          <Button type="submit">{t('reviews.submit')}</Button>
        </div>
      </Form>
    </section>
  );
}
