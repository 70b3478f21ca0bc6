import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import {
  deleteAdminPost,
  getAdminPost,
  previewAdminPost,
  saveAdminPost,
  type AdminPost,
  type PostInput,
  type PostPreview,
} from '@souq/core/admin/content/posts-admin.service.ts';
import { POST_TYPES } from '@souq/core/admin/content/content-options.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { contentImageSrc, CONTENT_PAGES } from '../../lib/content-view.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { PRIVATE_HEADERS, textOf } from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage, AdminSection } from '../../components/admin/admin-page.tsx';
import { adminHref, AdminDate } from '../../components/admin/people-ui.tsx';
import { contentAction, storedPicture } from '../../components/admin/content/content-form.server.ts';
import { ContentPreview } from '../../components/admin/content/content-preview.tsx';
import {
  ContentImageField,
  fieldErrorOf,
  useContentToast,
  type ContentAnswer,
} from '../../components/admin/content/content-ui.tsx';
import { RichTextEditor } from '../../components/admin/content/rich-text-editor.tsx';
import { ContentPageHeader } from '../../components/content/content-page-header.tsx';
import { PostBody } from '../../components/content/page-bodies.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import type { Route } from './+types/content-post';

const EMPTY_POST: AdminPost = {
  id: '',
  slug: '',
  type: 'blog',
  title: '',
  arTitle: '',
  description: '',
  arDescription: '',
  image: null,
  publishedAt: null,
};

/** A post's editor (issue 21); `new` is an empty one. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'content.write');
  let post = EMPTY_POST;
  if (params.id !== 'new') {
    try {
      post = await getAdminPost(service, params.id);
    } catch (error) {
      if (isDomainError(error) && error.status === 404) throw data('Not found', { status: 404 });
      throw error;
    }
  }
  const saved = new URL(request.url).searchParams.get('saved');
  return data(
    {
      locale: rc.locale,
      post,
      saved: saved === 'publish' || saved === 'unpublish' || saved === 'save' ? saved : null,
    },
    { headers: PRIVATE_HEADERS },
  );
}

const inputOf = (form: FormData, image: string | null): PostInput => ({
  type: textOf(form, 'type'),
  slug: textOf(form, 'slug'),
  title: textOf(form, 'title'),
  arTitle: textOf(form, 'arTitle'),
  description: textOf(form, 'description'),
  arDescription: textOf(form, 'arDescription'),
  image,
});

/**
 * preview (nothing stored), save, publish, unpublish (each saves the form) and delete. A saved post
 * goes back to its editor (a new one to its own address), so a reload does not post it again.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'content.write');
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const id = params.id === 'new' ? null : params.id;
  if (intent === 'delete' && id) {
    const answer = await contentAction(rc.locale, intent, () => deleteAdminPost(service, id));
    if (answer.init?.status && answer.init.status >= 400) return answer;
    throw redirect(localePath(rc.locale, '/admin/content/posts'), { headers: PRIVATE_HEADERS });
  }
  let image: string | null = textOf(form, 'image') || null;
  let input = inputOf(form, image);
  const answer = await contentAction(rc.locale, intent, async () => {
    image = (await storedPicture(rc.app.config, form)) ?? image;
    input = inputOf(form, image);
    if (intent === 'preview') return { preview: await previewAdminPost(service, input), values: input };
    const publish = intent === 'publish' ? true : intent === 'unpublish' ? false : undefined;
    const saved = await saveAdminPost(service, id, input, publish);
    return { id: saved.id };
  });
  const body = answer.data as { ok: boolean; id?: string };
  if (body.ok && body.id) {
    const kind = intent === 'publish' || intent === 'unpublish' ? intent : 'save';
    throw redirect(`${localePath(rc.locale, `/admin/content/posts/${body.id}`)}?saved=${kind}`, {
      headers: PRIVATE_HEADERS,
    });
  }
  // A refused form keeps what was typed (and an uploaded picture) for the page drawn without JavaScript.
  if (!body.ok) return data({ ...(answer.data as object), values: input }, answer.init ?? undefined);
  return answer;
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(
    loaderData,
    loaderData?.post.id ? 'admin.content.posts.editTitle' : 'admin.content.posts.newTitle',
  );
}

type PostAnswer = ContentAnswer & { preview?: PostPreview; values?: PostInput };

function PostPreviewPane({ preview, language }: { preview: PostPreview; language: 'ar' | 'en' }) {
  const t = useT();
  return (
    <article className="flex flex-col gap-8">
      <ContentPageHeader
        homeHref="#"
        trail={[
          { label: t(preview.type === 'news' ? 'content.titles.news' : 'content.titles.blog'), href: '#' },
        ]}
        title={language === 'ar' ? preview.arTitle : preview.title}
      />
      <PostBody
        image={contentImageSrc(preview.image)}
        html={language === 'ar' ? preview.arHtml : preview.html}
      />
    </article>
  );
}

export default function AdminContentPost({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useLocale();
  const { post, saved } = loaderData;
  const answer = useActionData() as PostAnswer | undefined;
  useContentToast(answer && !answer.ok ? answer : undefined);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const values: PostInput = (answer?.values as PostInput | undefined) ?? post;
  const error = (field: string) => fieldErrorOf(answer, field);
  const isNew = post.id === '';
  const title = isNew ? t('admin.content.posts.newTitle') : t('admin.content.posts.editTitle');
  const shopHref =
    post.publishedAt && post.slug ? localePath(locale, `${CONTENT_PAGES[post.type]}/${post.slug}`) : null;
  const savedMessage =
    saved === 'publish'
      ? t('admin.content.posts.published')
      : saved === 'unpublish'
        ? t('admin.content.posts.unpublished')
        : saved === 'save'
          ? t('admin.content.posts.saved')
          : null;
  return (
    <AdminPage
      title={title}
      breadcrumbs={[
        { label: t('admin.content.hub.title'), href: adminHref(locale, '/content') },
        { label: t('admin.content.posts.title'), href: adminHref(locale, '/content/posts') },
      ]}
      actions={
        shopHref ? (
          <Link
            to={shopHref}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            data-testid="post-on-shop"
          >
            {t('admin.content.posts.viewOnShop')}
          </Link>
        ) : null
      }
    >
      {savedMessage ? (
        <Banner tone="success">
          <span role="status" data-testid="post-saved">
            {savedMessage}
          </span>
        </Banner>
      ) : null}
      {!isNew ? (
        <p className="text-sm text-ink-muted" data-testid="post-state">
          {post.publishedAt ? (
            <>
              {t('admin.content.posts.statuses.published')} · <AdminDate iso={post.publishedAt} />
            </>
          ) : (
            t('admin.content.posts.isDraft')
          )}
        </p>
      ) : null}
      {answer && !answer.ok ? (
        <p className="text-sm text-danger" role="alert" data-testid="post-error">
          {answer.message}
        </p>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        className="flex flex-col gap-5"
        noValidate
        data-testid="post-form"
        // A saved post starts the form again from what is stored.
        key={`${post.id}-${post.publishedAt ?? ''}-${saved ?? ''}`}
      >
        <AdminSection title={t('admin.content.posts.title')}>
          <div className="grid gap-4 md:grid-cols-2">
            <FormField label={t('admin.content.fields.title')} error={error('title')} required>
              <Input
                name="title"
                dir="ltr"
                lang="en"
                defaultValue={values.title ?? ''}
                maxLength={200}
                data-testid="post-title"
              />
            </FormField>
            <FormField label={t('admin.content.fields.arTitle')} error={error('arTitle')} required>
              <Input
                name="arTitle"
                dir="rtl"
                lang="ar"
                defaultValue={values.arTitle ?? ''}
                maxLength={200}
                data-testid="post-ar-title"
              />
            </FormField>
            <FormField label={t('admin.content.posts.type')} error={error('type')}>
              <Select
                name="type"
                defaultValue={values.type ?? 'blog'}
                options={POST_TYPES.map((type) => ({
                  value: type,
                  label: t(`admin.content.posts.types.${type}`),
                }))}
                data-testid="post-type"
              />
            </FormField>
            <FormField
              label={t('admin.content.posts.slug')}
              hint={t('admin.content.posts.slugHint')}
              error={error('slug')}
            >
              <Input
                name="slug"
                dir="ltr"
                defaultValue={values.slug ?? ''}
                maxLength={120}
                data-testid="post-slug"
              />
            </FormField>
          </div>
          <ContentImageField
            label={t('admin.content.posts.image')}
            hint={t('admin.content.posts.imageHint')}
            current={(values.image as string | null | undefined) ?? null}
            error={error('image')}
            testId="post-image"
          />
        </AdminSection>
        <div className="grid gap-5 xl:grid-cols-2">
          <RichTextEditor
            name="arDescription"
            label={t('admin.content.fields.arDescription')}
            defaultValue={values.arDescription ?? ''}
            dir="rtl"
            lang="ar"
            error={error('arDescription')}
            testId="post-ar-body"
          />
          <RichTextEditor
            name="description"
            label={t('admin.content.fields.description')}
            defaultValue={values.description ?? ''}
            dir="ltr"
            lang="en"
            error={error('description')}
            testId="post-body"
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            name="intent"
            value="preview"
            disabled={busy}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            data-testid="post-preview"
          >
            {t('admin.content.preview.button')}
          </button>
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={busy}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            data-testid="post-save"
          >
            {post.publishedAt ? t('admin.content.posts.save') : t('admin.content.posts.saveDraft')}
          </button>
          <button
            type="submit"
            name="intent"
            value="publish"
            disabled={busy}
            className={buttonClasses({ size: 'sm' })}
            data-testid="post-publish"
          >
            {t('admin.content.posts.publish')}
          </button>
          {post.publishedAt ? (
            <button
              type="submit"
              name="intent"
              value="unpublish"
              disabled={busy}
              className={buttonClasses({ variant: 'ghost', size: 'sm' })}
              data-testid="post-unpublish"
            >
              {t('admin.content.posts.unpublish')}
            </button>
          ) : null}
        </div>
      </Form>
      {answer?.ok && answer.preview ? (
        <ContentPreview
          render={(language) => <PostPreviewPane preview={answer.preview!} language={language} />}
        />
      ) : null}
      {!isNew ? (
        <Form method="post" className="flex justify-end">
          <button
            type="submit"
            name="intent"
            value="delete"
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
            onClick={(event) => {
              if (!window.confirm(t('admin.content.posts.deleteConfirm'))) event.preventDefault();
            }}
          >
            {t('admin.content.posts.delete')}
          </button>
        </Form>
      ) : null}
    </AdminPage>
  );
}
