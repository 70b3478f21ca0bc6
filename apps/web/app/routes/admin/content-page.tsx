import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { ABOUT_SECTIONS, PAGE_ITEMS_MAX } from '@souq/core/admin/content/content-options.ts';
import {
  getAdminContentPage,
  parsePageKind,
  previewContentPage,
  saveContentPage,
  type AdminContentPage,
  type AdminPageItem,
  type ContentPageInput,
} from '@souq/core/admin/content/pages-admin.service.ts';
import type { ContentPageKind } from '@souq/core/content/pages.service.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { useLocale, useT, type MessageKey } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { PRIVATE_HEADERS, textOf } from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage, AdminSection } from '../../components/admin/admin-page.tsx';
import { AdminDate, adminHref } from '../../components/admin/people-ui.tsx';
import { contentAction } from '../../components/admin/content/content-form.server.ts';
import { ContentPreview } from '../../components/admin/content/content-preview.tsx';
import {
  fieldErrorOf,
  useContentToast,
  type ContentAnswer,
} from '../../components/admin/content/content-ui.tsx';
import { RichTextEditor } from '../../components/admin/content/rich-text-editor.tsx';
import { ContentPageHeader } from '../../components/content/content-page-header.tsx';
import { AboutBody, aboutSections, PolicyBody } from '../../components/content/page-bodies.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import type { Route } from './+types/content-page';

/** Where the storefront shows each kind (policies has no page of its own yet). */
const SHOP_PATHS: Partial<Record<ContentPageKind, string>> = {
  about: '/about',
  terms: '/terms',
  exchange_policies: '/exchangePolicy',
  privacy: '/privacy',
  shipping: '/shipping',
  b2b: '/b2b',
};

/** The storefront's title of each kind (a key of the shop's catalog, so the preview has it in both languages). */
const SHOP_TITLES: Record<ContentPageKind, MessageKey> = {
  about: 'content.titles.about',
  terms: 'content.titles.terms',
  policies: 'content.titles.terms',
  exchange_policies: 'content.titles.exchangePolicy',
  privacy: 'content.titles.privacy',
  shipping: 'content.titles.shipping',
  b2b: 'content.titles.b2b',
};

const capital = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}`;

function kindOf(value: string | undefined): ContentPageKind {
  try {
    return parsePageKind(value);
  } catch (error) {
    if (isDomainError(error)) throw data('Not found', { status: 404 });
    throw error;
  }
}

/** A static page's editor (issue 21): About's four sections, or an intro and titled sections. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'content.write');
  const page = await getAdminContentPage(service, kindOf(params.kind));
  const saved = new URL(request.url).searchParams.get('saved') === '1';
  return data({ locale: rc.locale, page, saved }, { headers: PRIVATE_HEADERS });
}

/** The form as the service reads it: `sections.<name>` and numbered `items.<n>.<field>` rows. */
function inputOf(form: FormData, kind: ContentPageKind): ContentPageInput {
  const names = kind === 'about' ? ABOUT_SECTIONS : (['description'] as const);
  const sections: Record<string, string> = {};
  for (const name of names) {
    sections[name] = textOf(form, `sections.${name}`);
    sections[`ar${capital(name)}`] = textOf(form, `sections.ar${capital(name)}`);
  }
  if (kind === 'about') return { sections };
  const count = Math.min(
    PAGE_ITEMS_MAX + 1,
    Math.max(0, Number.parseInt(textOf(form, 'itemCount'), 10) || 0),
  );
  const items: AdminPageItem[] = [];
  for (let index = 0; index < count; index++) {
    const field = (name: string) => textOf(form, `items.${index}.${name}`);
    if (field('remove') === 'on') continue;
    const item = {
      title: field('title'),
      arTitle: field('arTitle'),
      body: field('body'),
      arBody: field('arBody'),
    };
    // The empty row offered for a new section is skipped when left empty.
    if (Object.values(item).every((value) => value.trim() === '')) continue;
    items.push(item);
  }
  return { sections, items };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'content.write');
  const kind = kindOf(params.kind);
  const form = await request.formData();
  const intent = textOf(form, 'intent') === 'preview' ? 'preview' : 'save';
  const input = inputOf(form, kind);
  const answer = await contentAction(rc.locale, intent, async () =>
    intent === 'preview'
      ? { preview: await previewContentPage(service, kind, input) }
      : { saved: (await saveContentPage(service, kind, input)).kind },
  );
  const body = answer.data as { ok: boolean; saved?: string };
  if (body.ok && body.saved) {
    throw redirect(`${localePath(rc.locale, `/admin/content/pages/${kind}`)}?saved=1`, {
      headers: PRIVATE_HEADERS,
    });
  }
  // A refused form keeps what was typed (the page drawn without JavaScript shows it again).
  if (!body.ok) return data({ ...(answer.data as object), values: input }, answer.init ?? undefined);
  return answer;
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.content.pages.title');
}

type PageAnswer = ContentAnswer & { preview?: AdminContentPage; values?: ContentPageInput };

function PagePreviewPane({ page, language }: { page: AdminContentPage; language: 'ar' | 'en' }) {
  const t = useT();
  const pick = (name: string) => page.sections[name]?.[language] ?? '';
  return (
    <>
      <ContentPageHeader homeHref="#" title={t(SHOP_TITLES[page.kind])} />
      {page.kind === 'about' ? (
        <AboutBody
          about={{ description: pick('description'), sections: aboutSections((name) => pick(name)) }}
        />
      ) : (
        <PolicyBody
          page={{
            description: pick('description'),
            items: page.items.map((item) => ({
              title: language === 'ar' ? item.arTitle : item.title,
              html: language === 'ar' ? item.arBody : item.body,
            })),
          }}
        />
      )}
    </>
  );
}

function SectionFields({
  name,
  values,
  answer,
}: {
  name: string;
  values: { en: string; ar: string };
  answer: PageAnswer | undefined;
}) {
  const t = useT();
  const arName = `ar${capital(name)}`;
  const title = t(`admin.content.pages.sections.${name}` as MessageKey);
  return (
    <AdminSection title={title}>
      <div className="grid gap-4 xl:grid-cols-2">
        <RichTextEditor
          name={`sections.${arName}`}
          label={`${title} · ${t('admin.content.pages.arabic')}`}
          defaultValue={values.ar}
          dir="rtl"
          lang="ar"
          error={fieldErrorOf(answer, arName)}
          testId={`page-${name}-ar`}
        />
        <RichTextEditor
          name={`sections.${name}`}
          label={`${title} · ${t('admin.content.pages.english')}`}
          defaultValue={values.en}
          dir="ltr"
          lang="en"
          error={fieldErrorOf(answer, name)}
          testId={`page-${name}-en`}
        />
      </div>
    </AdminSection>
  );
}

function ItemFields({
  index,
  item,
  answer,
  isNew,
}: {
  index: number;
  item: AdminPageItem;
  answer: PageAnswer | undefined;
  isNew: boolean;
}) {
  const t = useT();
  const error = (field: string) => fieldErrorOf(answer, `items.${index}.${field}`);
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-card border border-line p-3"
      data-testid={`page-item-${index}`}
    >
      <legend className="px-1 text-sm font-semibold text-ink">
        {isNew ? t('admin.content.pages.addItem') : t('admin.content.pages.item', { n: index + 1 })}
      </legend>
      <div className="grid gap-3 md:grid-cols-2">
        <FormField label={t('admin.content.pages.itemArTitle')} error={error('arTitle')}>
          <Input
            name={`items.${index}.arTitle`}
            dir="rtl"
            lang="ar"
            defaultValue={item.arTitle}
            maxLength={300}
          />
        </FormField>
        <FormField label={t('admin.content.pages.itemTitle')} error={error('title')}>
          <Input
            name={`items.${index}.title`}
            dir="ltr"
            lang="en"
            defaultValue={item.title}
            maxLength={300}
          />
        </FormField>
      </div>
      <div className="grid gap-3 xl:grid-cols-2">
        <RichTextEditor
          name={`items.${index}.arBody`}
          label={t('admin.content.fields.arBody')}
          defaultValue={item.arBody}
          dir="rtl"
          lang="ar"
          error={error('arBody')}
        />
        <RichTextEditor
          name={`items.${index}.body`}
          label={t('admin.content.fields.body')}
          defaultValue={item.body}
          dir="ltr"
          lang="en"
          error={error('body')}
        />
      </div>
      {!isNew ? (
        <Checkbox name={`items.${index}.remove`} label={t('admin.content.pages.removeItem')} />
      ) : null}
    </fieldset>
  );
}

export default function AdminContentPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useLocale();
  const { page, saved } = loaderData;
  const answer = useActionData() as PageAnswer | undefined;
  useContentToast(answer && !answer.ok ? answer : undefined);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const posted = answer?.values;
  const sectionValues = (name: string) =>
    posted?.sections
      ? { en: posted.sections[name] ?? '', ar: posted.sections[`ar${capital(name)}`] ?? '' }
      : (page.sections[name] ?? { en: '', ar: '' });
  const items: AdminPageItem[] = (posted?.items as AdminPageItem[] | undefined) ?? page.items;
  const names = page.kind === 'about' ? ABOUT_SECTIONS : (['description'] as const);
  const shopPath = SHOP_PATHS[page.kind];
  const title = t(`admin.content.pages.kinds.${page.kind}`);
  return (
    <AdminPage
      title={title}
      breadcrumbs={[
        { label: t('admin.content.hub.title'), href: adminHref(locale, '/content') },
        { label: t('admin.content.pages.title'), href: adminHref(locale, '/content') },
      ]}
      description={
        page.updatedAt ? (
          <span>
            {t('admin.content.pages.lastSaved')} <AdminDate iso={page.updatedAt} time />
          </span>
        ) : (
          t('admin.content.pages.neverSaved')
        )
      }
      actions={
        shopPath ? (
          <Link
            to={localePath(locale, shopPath)}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            data-testid="page-on-shop"
          >
            {t('admin.content.pages.viewOnShop')}
          </Link>
        ) : null
      }
    >
      {saved ? (
        <Banner tone="success">
          <span role="status" data-testid="page-saved">
            {t('admin.content.pages.saved')}
          </span>
        </Banner>
      ) : null}
      {answer && !answer.ok ? (
        <p className="text-sm text-danger" role="alert" data-testid="page-error">
          {answer.message}
        </p>
      ) : null}
      <Form
        method="post"
        className="flex flex-col gap-5"
        noValidate
        data-testid="page-form"
        key={page.updatedAt ?? 'new'}
      >
        {names.map((name) => (
          <SectionFields key={name} name={name} values={sectionValues(name)} answer={answer} />
        ))}
        {page.kind !== 'about' ? (
          <AdminSection title={t('admin.content.pages.items')}>
            <p className="text-sm text-ink-muted">{t('admin.content.pages.itemsHint')}</p>
            <input type="hidden" name="itemCount" value={items.length + 1} />
            {items.map((item, index) => (
              <ItemFields key={index} index={index} item={item} answer={answer} isNew={false} />
            ))}
            {items.length < PAGE_ITEMS_MAX ? (
              <ItemFields
                index={items.length}
                item={{ title: '', arTitle: '', body: '', arBody: '' }}
                answer={answer}
                isNew
              />
            ) : null}
          </AdminSection>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            name="intent"
            value="preview"
            disabled={busy}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            data-testid="page-preview"
          >
            {t('admin.content.preview.button')}
          </button>
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={busy}
            className={buttonClasses({ size: 'sm' })}
            data-testid="page-save"
          >
            {t('admin.content.pages.save')}
          </button>
        </div>
      </Form>
      {answer?.ok && answer.preview ? (
        <ContentPreview
          render={(language) => <PagePreviewPane page={answer.preview!} language={language} />}
        />
      ) : null}
    </AdminPage>
  );
}
