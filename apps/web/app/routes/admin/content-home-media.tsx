import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import {
  deleteHomeMedia,
  listHomeMedia,
  moveHomeMedia,
  parseHomeMediaKind,
  saveHomeMedia,
  type HomeMediaItem,
} from '@souq/core/admin/content/home-media-admin.service.ts';
import { hasAudience, type HomeMediaKind } from '@souq/core/admin/content/content-options.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { COUNTRIES } from '@souq/core/locale/locales.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { PRIVATE_HEADERS, textOf } from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage, AdminSection } from '../../components/admin/admin-page.tsx';
import { adminHref } from '../../components/admin/people-ui.tsx';
import { contentAction, storedPicture } from '../../components/admin/content/content-form.server.ts';
import {
  ContentImageField,
  fieldErrorOf,
  useContentToast,
  type ContentAnswer,
} from '../../components/admin/content/content-ui.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import type { Route } from './+types/content-home-media';

function kindOf(value: string | undefined): HomeMediaKind {
  try {
    return parseHomeMediaKind(value);
  } catch (error) {
    if (isDomainError(error)) throw data('Not found', { status: 404 });
    throw error;
  }
}

/** Slides, banners or adverts of the home page (issue 21): add, edit, switch, reorder, delete. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'content.write');
  const kind = kindOf(params.kind);
  const items = await listHomeMedia(service, kind);
  const done = new URL(request.url).searchParams.get('done');
  return data(
    {
      locale: rc.locale,
      kind,
      items,
      done: done === 'saved' || done === 'moved' || done === 'deleted' ? done : null,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'content.write');
  const kind = kindOf(params.kind);
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const id = textOf(form, 'id');
  const answer = await contentAction(rc.locale, intent, async () => {
    if (intent === 'move') {
      await moveHomeMedia(service, kind, id, textOf(form, 'step') === '-1' ? -1 : 1);
      return { done: 'moved', id };
    }
    if (intent === 'delete') {
      await deleteHomeMedia(service, kind, id);
      return { done: 'deleted', id };
    }
    const image = (await storedPicture(rc.app.config, form)) ?? (textOf(form, 'image') || null);
    await saveHomeMedia(service, kind, intent === 'create' ? null : id, {
      image,
      link: textOf(form, 'link'),
      country: textOf(form, 'country'),
      lang: textOf(form, 'lang'),
      status: form.get('status') === 'on',
    });
    return { done: 'saved', id };
  });
  const body = answer.data as { ok: boolean; done?: string };
  if (body.ok) {
    throw redirect(`${localePath(rc.locale, `/admin/content/home/${kind}`)}?done=${body.done}`, {
      headers: PRIVATE_HEADERS,
    });
  }
  // The refused form is known by its id (empty: the new item's) and keeps what was typed.
  return data(
    { ...(answer.data as object), id: intent === 'create' ? '' : id, values: { link: textOf(form, 'link') } },
    answer.init ?? undefined,
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, `admin.content.media.titles.${loaderData?.kind ?? 'sliders'}`);
}

type MediaAnswer = ContentAnswer & { id?: string; values?: { link?: string } };

function ItemForm({
  kind,
  item,
  answer,
}: {
  kind: HomeMediaKind;
  item: HomeMediaItem | null;
  answer: MediaAnswer | undefined;
}) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const mine = answer && !answer.ok && answer.id === (item?.id ?? '') ? answer : undefined;
  const error = (field: string) => fieldErrorOf(mine, field);
  const testId = item ? `media-form-${item.id}` : 'media-form-new';
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="flex flex-col gap-3"
      noValidate
      data-testid={testId}
    >
      <input type="hidden" name="intent" value={item ? 'save' : 'create'} />
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      <ContentImageField
        label={item ? t('admin.content.media.replaceImage') : t('admin.content.media.image')}
        current={item?.image ?? null}
        error={error('image')}
        required={!item}
        testId={`${testId}-image`}
      />
      <div className="grid gap-3 md:grid-cols-3">
        <FormField
          label={t('admin.content.media.link')}
          hint={t('admin.content.media.linkHint')}
          error={error('link')}
          className="md:col-span-3"
        >
          <Input
            name="link"
            dir="ltr"
            defaultValue={mine?.values?.link ?? item?.link ?? ''}
            maxLength={500}
            data-testid={`${testId}-link`}
          />
        </FormField>
        {hasAudience(kind) ? (
          <>
            <FormField label={t('admin.content.media.country')} error={error('country')}>
              <Select
                name="country"
                defaultValue={item?.country ?? ''}
                options={[
                  { value: '', label: t('admin.content.media.everywhere') },
                  ...COUNTRIES.map((country) => ({ value: country, label: t(`countries.${country}`) })),
                ]}
              />
            </FormField>
            <FormField label={t('admin.content.media.lang')} error={error('lang')}>
              <Select
                name="lang"
                defaultValue={item?.lang ?? ''}
                options={[
                  { value: '', label: t('admin.content.media.allLanguages') },
                  { value: 'ar', label: t('admin.content.media.languages.ar') },
                  { value: 'en', label: t('admin.content.media.languages.en') },
                ]}
              />
            </FormField>
          </>
        ) : null}
        <div className="flex items-end pb-2">
          <Checkbox
            name="status"
            defaultChecked={item?.status ?? true}
            label={t('admin.content.media.status')}
          />
        </div>
      </div>
      <div>
        <button
          type="submit"
          disabled={busy}
          className={buttonClasses({ size: 'sm' })}
          data-testid={`${testId}-save`}
        >
          {item ? t('admin.content.media.save') : t('admin.content.media.add')}
        </button>
      </div>
    </Form>
  );
}

function ItemActions({ item, index, count }: { item: HomeMediaItem; index: number; count: number }) {
  const t = useT();
  const small = buttonClasses({ variant: 'secondary', size: 'sm' });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Form method="post">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="id" value={item.id} />
        <input type="hidden" name="step" value="-1" />
        <button type="submit" className={small} disabled={index === 0} data-testid={`media-up-${item.id}`}>
          {t('admin.content.media.moveUp')}
        </button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="id" value={item.id} />
        <input type="hidden" name="step" value="1" />
        <button
          type="submit"
          className={small}
          disabled={index === count - 1}
          data-testid={`media-down-${item.id}`}
        >
          {t('admin.content.media.moveDown')}
        </button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={item.id} />
        <button type="submit" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          {t('admin.content.media.delete')}
        </button>
      </Form>
    </div>
  );
}

export default function AdminContentHomeMedia({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useLocale();
  const { kind, items, done } = loaderData;
  const answer = useActionData() as MediaAnswer | undefined;
  useContentToast(answer && !answer.ok ? answer : undefined);
  const doneMessage =
    done === 'saved'
      ? t('admin.content.media.saved')
      : done === 'moved'
        ? t('admin.content.media.moved')
        : done === 'deleted'
          ? t('admin.content.media.deleted')
          : null;
  return (
    <AdminPage
      title={t(`admin.content.media.titles.${kind}`)}
      description={t(`admin.content.media.descriptions.${kind}`)}
      breadcrumbs={[{ label: t('admin.content.hub.title'), href: adminHref(locale, '/content') }]}
    >
      {doneMessage ? (
        <Banner tone="success">
          <span role="status" data-testid="media-done">
            {doneMessage}
          </span>
        </Banner>
      ) : null}
      <AdminSection title={t('admin.content.media.addTitle')}>
        <ItemForm kind={kind} item={null} answer={answer} />
      </AdminSection>
      {items.length === 0 ? (
        <EmptyState title={t('admin.content.media.empty')} description={t('admin.content.media.emptyText')} />
      ) : (
        <ol className="flex flex-col gap-4" data-testid="media-list">
          {items.map((item, index) => (
            <li
              key={`${item.id}-${item.displayOrder}`}
              className="rounded-card border border-line bg-surface p-4"
            >
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <span className="flex items-center gap-2 text-sm font-semibold text-ink">
                  {t('admin.content.media.position', { n: index + 1 })}
                  <Badge tone={item.status ? 'success' : 'neutral'} size="sm">
                    {item.status ? t('admin.content.media.on') : t('admin.content.media.off')}
                  </Badge>
                </span>
                <ItemActions item={item} index={index} count={items.length} />
              </div>
              <ItemForm kind={kind} item={item} answer={answer} />
            </li>
          ))}
        </ol>
      )}
    </AdminPage>
  );
}
