/**
 * The review and discussion posts of the product page (a multipart form that works without
 * JavaScript). Pictures go through the one upload pipeline (media/image-upload.ts: the bytes
 * decide, re-encoded to WebP without metadata) before addReview; when anything is refused the
 * stored pictures are deleted again, so a refused post leaves nothing behind. Success redirects
 * back to the page (post, redirect, get: a reload does not post twice).
 */
import { data, redirect } from 'react-router';
import {
  addReview,
  REVIEW_MAX_ATTACHMENTS,
  REVIEW_TEXT_MAX,
  type AddReviewInput,
} from '@souq/core/community/reviews.service.ts';
import { isDomainError, type DomainError } from '@souq/core/errors.ts';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import {
  MAX_UPLOAD_BYTES,
  NotAnImageError,
  reencodeImage,
  removeUploads,
  storeUpload,
} from '@souq/core/media/image-upload.ts';
import { lookupMessage, t, type MessageKey } from '../../i18n/i18n.ts';
import { languageOf } from '@souq/core/locale/locales.ts';
import { localePath } from '../../lib/locale-routing.ts';
import type { RequestContext } from '../../lib/request-context.server.ts';
import { localizeError, PRIVATE_HEADERS } from '../../lib/session.server.ts';
import type { ServiceContext } from '@souq/core/context.ts';
import type { FileStoreSource } from '@souq/core/media/file-store.ts';
import type { CommunityFormState, CommunityIntent } from './community-types.ts';

/** SPEC.md sections 5 and 9: attachments up to 50 MB, for the whole post. */
export const COMMUNITY_FORM_MAX_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

const FORM_FIELDS = new Set(['text', 'rating', 'attachments']);

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

function localizedField(locale: LocaleCode, field: string, key: string): string {
  const language = languageOf(locale);
  const messageKey = lookupMessage(language, key) !== undefined ? (key as MessageKey) : 'validation.invalid';
  const fieldKey = `reviews.fields.${field}`;
  const fieldName =
    lookupMessage(language, fieldKey) !== undefined ? t(locale, fieldKey as MessageKey) : field;
  const n = field === 'text' ? REVIEW_TEXT_MAX : REVIEW_MAX_ATTACHMENTS;
  return t(locale, messageKey, { field: fieldName, n });
}

/**
 * The refused post: the page again with the form's errors, never cached. It answers 200 like any
 * page showing a form (only a body too large to read is 413): a shopper's slip is not a failed
 * request, and the reason is in the page (and in the GraphQL envelope for the apps).
 */
function refused(state: CommunityFormState, status = 200) {
  return data({ community: state }, { status, headers: PRIVATE_HEADERS });
}

export function tooLargeAnswer(locale: LocaleCode) {
  return refused(
    {
      intent: 'review',
      fieldErrors: { attachments: t(locale, 'errors.upload.tooBig') },
      formError: null,
      loginHref: null,
      values: { text: '', rating: '', parent: '' },
    },
    413,
  );
}

export async function communityAction(
  rc: RequestContext,
  { productId, intent, form }: { productId: string; intent: CommunityIntent; form: FormData },
) {
  const { locale } = rc;
  const values = {
    text: text(form.get('text')),
    rating: text(form.get('rating')),
    parent: text(form.get('parent')),
  };
  const state = (patch: Partial<CommunityFormState>): CommunityFormState => ({
    intent,
    fieldErrors: {},
    formError: null,
    loginHref: null,
    values,
    ...patch,
  });

  const signedIn = await rc.signedIn();
  if (!signedIn) {
    return refused(
      state({ formError: t(locale, 'reviews.loginRequired'), loginHref: localePath(locale, '/login') }),
    );
  }

  const files =
    intent === 'review'
      ? form
          .getAll('attachments')
          .filter((entry): entry is File => typeof entry !== 'string' && entry.size > 0)
      : [];
  if (files.length > REVIEW_MAX_ATTACHMENTS) {
    return refused(
      state({
        fieldErrors: { attachments: t(locale, 'reviews.tooManyFiles', { max: REVIEW_MAX_ATTACHMENTS }) },
      }),
    );
  }

  try {
    await addReviewWithPictures(rc.service(signedIn.actor), rc.app.config, files, {
      type: intent,
      product: productId,
      text: values.text,
      rating: intent === 'review' ? values.rating : null,
      parent: intent === 'discussion' ? values.parent : null,
    });
  } catch (error) {
    if (error instanceof NotAnImageError) {
      rc.app.log.info({ err: error }, 'review picture refused: not an image');
      return refused(state({ fieldErrors: { attachments: t(locale, 'errors.upload.invalidType') } }));
    }
    if (!isDomainError(error)) throw error;
    return refused(domainState(locale, error, state));
  }
  const anchor = intent === 'review' ? 'reviews' : 'discussion';
  return redirect(`${localePath(locale, `/products/${productId}`)}?posted=${intent}#${anchor}`, {
    headers: PRIVATE_HEADERS,
  });
}

/** Stores the pictures and adds the review; anything refused deletes the stored pictures again. */
async function addReviewWithPictures(
  ctx: ServiceContext,
  store: FileStoreSource,
  files: File[],
  review: Omit<AddReviewInput, 'attachments'>,
): Promise<void> {
  const stored: string[] = [];
  try {
    for (const file of files) {
      const webp = await reencodeImage(Buffer.from(await file.arrayBuffer()));
      stored.push(await storeUpload(store, 'reviews', webp));
    }
    await addReview(ctx, { ...review, attachments: stored });
  } catch (error) {
    await removeUploads(store, stored).catch(() => undefined);
    throw error;
  }
}

function domainState(
  locale: LocaleCode,
  error: DomainError,
  state: (patch: Partial<CommunityFormState>) => CommunityFormState,
): CommunityFormState {
  const fields = error.details?.['fields'] as Record<string, string> | undefined;
  if (fields) {
    const localized = Object.entries(fields).map(
      ([field, key]) => [field, localizedField(locale, field, key)] as const,
    );
    // The form shows text, rating and pictures; anything else (a forged type or parent) goes on top.
    const other = localized.find(([field]) => !FORM_FIELDS.has(field));
    return state({
      fieldErrors: Object.fromEntries(localized.filter(([field]) => FORM_FIELDS.has(field))),
      formError: other ? other[1] : null,
    });
  }
  return state({
    formError: localizeError(locale, error).message,
    loginHref: error.status === 401 ? localePath(locale, '/login') : null,
  });
}
