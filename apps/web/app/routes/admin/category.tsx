import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import {
  deleteCategory,
  deleteSubcategory,
  getAdminCategory,
  saveCategory,
  saveSubcategory,
  type AdminCategory,
} from '@souq/core/admin/categories.service.ts';
import { COUNTRIES } from '@souq/core/locale/locales.ts';
import { useT } from '../../i18n/i18n.ts';
import { adminPath, requireAdmin } from '../../lib/admin.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { mergeHeaders, PRIVATE_HEADERS } from '../../lib/session.server.ts';
import { orNotFound } from '../../lib/catalog-view.ts';
import { merchCall, oneOf, pictureRefused, readMerchForm } from '../../lib/merch-form.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage, AdminSection } from '../../components/admin/admin-page.tsx';
import { adminHref } from '../../components/admin/people-ui.tsx';
import {
  FormNote,
  merchFieldError,
  PictureField,
  typedValue,
  type MerchAnswerData,
} from '../../components/admin/merch-ui.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import type { Route } from './+types/category';

const EMPTY: AdminCategory = {
  id: '',
  slug: '',
  name: '',
  arName: '',
  image: null,
  banner: null,
  description: null,
  arDescription: null,
  status: true,
  hiddenIn: [],
  displayOrder: 0,
  productsCount: 0,
  subcategoriesCount: 0,
  subcategories: [],
};

/** One category (or `new`): its fields, its subcategories. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'merchandising.write');
  const category = params.id === 'new' ? EMPTY : await orNotFound(getAdminCategory(service, params.id));
  return data({ locale: rc.locale, category }, { headers: PRIVATE_HEADERS });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'merchandising.write');
  const { input, pictureFailed } = await readMerchForm(request, context.app.config);
  const intent = oneOf(input['intent']);
  const target = oneOf(input['subcategoryId']) || 'new';
  if (pictureFailed) return pictureRefused(rc.locale, intent, pictureFailed);
  const isNew = params.id === 'new';
  switch (intent) {
    case 'save': {
      const answer = await merchCall(
        rc.locale,
        intent,
        'admin.merchandising.categories.saved',
        () => saveCategory(service, isNew ? null : params.id, input),
        input,
      );
      // A new category continues on its own page (where subcategories can be added).
      if (isNew && answer.data.ok && answer.data.id) {
        throw redirect(adminPath(rc.locale, `/categories/${answer.data.id}`));
      }
      return answer;
    }
    case 'delete': {
      const answer = await merchCall(rc.locale, intent, 'admin.merchandising.categories.deleted', () =>
        deleteCategory(service, params.id),
      );
      if (answer.data.ok) throw redirect(adminPath(rc.locale, '/categories'));
      return answer;
    }
    case 'saveSub':
      return merchCall(rc.locale, intent, 'admin.merchandising.subcategories.saved', async () => {
        await saveSubcategory(service, params.id, target === 'new' ? null : target, input);
        return { target };
      });
    case 'deleteSub':
      return merchCall(rc.locale, intent, 'admin.merchandising.subcategories.deleted', async () => {
        await deleteSubcategory(service, target);
        return { target };
      });
    default:
      throw data('Unknown intent', { status: 400 });
  }
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.merchandising.categories.editTitle');
}

function CategoryForm({
  category,
  answer,
}: {
  category: AdminCategory;
  answer: MerchAnswerData | undefined;
}) {
  const t = useT();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const error = (field: string) => merchFieldError(answer, field, 'save');
  const typed = (field: string) => typedValue(answer, 'save', field);
  // A saved form starts again from what is stored.
  const version = `${category.id}:${category.name}:${category.arName}:${category.slug}:${category.image}:${category.banner}`;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="flex flex-col gap-4"
      key={version}
      noValidate
    >
      <input type="hidden" name="intent" value="save" />
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label={t('admin.merchandising.fields.name')} error={error('name')} required>
          <Input name="name" dir="ltr" defaultValue={typed('name') ?? category.name} maxLength={120} />
        </FormField>
        <FormField label={t('admin.merchandising.fields.arName')} error={error('arName')} required>
          <Input
            name="arName"
            dir="rtl"
            lang="ar"
            defaultValue={typed('arName') ?? category.arName}
            maxLength={120}
          />
        </FormField>
        <FormField
          label={t('admin.merchandising.fields.slug')}
          hint={t('admin.merchandising.fields.slugHint')}
          error={error('slug')}
        >
          <Input name="slug" dir="ltr" defaultValue={typed('slug') ?? category.slug} maxLength={80} />
        </FormField>
        <div className="flex flex-col gap-3">
          <Switch
            name="status"
            defaultChecked={category.status}
            label={t('admin.merchandising.fields.status')}
            description={t('admin.merchandising.categories.statusHint')}
            data-testid="category-status"
          />
        </div>
        <FormField label={t('admin.merchandising.fields.description')} error={error('description')}>
          <Textarea
            name="description"
            dir="ltr"
            defaultValue={typed('description') ?? category.description ?? ''}
            rows={3}
          />
        </FormField>
        <FormField label={t('admin.merchandising.fields.arDescription')} error={error('arDescription')}>
          <Textarea
            name="arDescription"
            dir="rtl"
            lang="ar"
            defaultValue={typed('arDescription') ?? category.arDescription ?? ''}
            rows={3}
          />
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-ink">
          {t('admin.merchandising.categories.hiddenIn')}
        </legend>
        <p className="text-xs text-ink-muted">{t('admin.merchandising.categories.hiddenInHint')}</p>
        <div className="flex flex-wrap gap-4">
          {COUNTRIES.map((country) => (
            <Checkbox
              key={country}
              name="hiddenIn"
              value={country}
              defaultChecked={category.hiddenIn.includes(country)}
              label={t(`countries.${country}`)}
            />
          ))}
        </div>
        {error('hiddenIn') ? <p className="text-xs text-danger">{error('hiddenIn')}</p> : null}
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <PictureField
          name="image"
          label={t('admin.merchandising.fields.image')}
          current={category.image}
          error={error('image')}
        />
        <PictureField
          name="banner"
          label={t('admin.merchandising.fields.banner')}
          current={category.banner}
          error={error('banner')}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={saving} data-testid="category-save">
          {t('admin.common.save')}
        </Button>
        <FormNote answer={answer} intent="save" />
      </div>
    </Form>
  );
}

function SubcategoryForm({
  sub,
  answer,
}: {
  sub: AdminCategory['subcategories'][number] | null;
  answer: MerchAnswerData | undefined;
}) {
  const t = useT();
  const target = sub?.id ?? 'new';
  const error = (field: string) => merchFieldError(answer, field, 'saveSub', target);
  const version = sub
    ? `${sub.id}:${sub.name}:${sub.arName}:${sub.slug}:${sub.displayOrder}:${sub.image}`
    : 'new';
  return (
    <div
      className="flex flex-col gap-2 border-t border-line pt-3 first:border-t-0 first:pt-0"
      data-testid="subcategory"
    >
      <Form
        method="post"
        encType="multipart/form-data"
        className="grid items-start gap-3 md:grid-cols-[1fr_1fr_1fr_6rem]"
        key={version}
        noValidate
      >
        <input type="hidden" name="intent" value="saveSub" />
        {sub ? <input type="hidden" name="subcategoryId" value={sub.id} /> : null}
        <FormField label={t('admin.merchandising.fields.name')} error={error('name')} required>
          <Input name="name" dir="ltr" defaultValue={sub?.name ?? ''} maxLength={120} />
        </FormField>
        <FormField label={t('admin.merchandising.fields.arName')} error={error('arName')} required>
          <Input name="arName" dir="rtl" lang="ar" defaultValue={sub?.arName ?? ''} maxLength={120} />
        </FormField>
        <FormField label={t('admin.merchandising.fields.slug')} error={error('slug')}>
          <Input name="slug" dir="ltr" defaultValue={sub?.slug ?? ''} maxLength={80} />
        </FormField>
        <FormField label={t('admin.merchandising.fields.displayOrder')} error={error('displayOrder')}>
          <Input name="displayOrder" inputMode="numeric" defaultValue={String(sub?.displayOrder ?? 0)} />
        </FormField>
        <div className="md:col-span-4">
          <PictureField
            name="image"
            label={t('admin.merchandising.fields.image')}
            current={sub?.image ?? null}
            error={error('image')}
            compact
          />
        </div>
        <div className="flex flex-wrap items-center gap-3 md:col-span-4">
          <Button type="submit" size="sm" variant={sub ? 'secondary' : 'primary'}>
            {sub ? t('admin.common.save') : t('admin.merchandising.subcategories.add')}
          </Button>
          {sub ? (
            <span className="text-xs text-ink-muted">
              {t('admin.merchandising.categories.productsCount', { count: sub.productsCount })}
            </span>
          ) : null}
          <FormNote answer={answer} intent="saveSub" target={target} />
        </div>
      </Form>
      {sub ? (
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="deleteSub" />
          <input type="hidden" name="subcategoryId" value={sub.id} />
          <Button type="submit" size="sm" variant="ghost">
            {t('admin.merchandising.subcategories.delete')}
          </Button>
          <FormNote answer={answer} intent="deleteSub" target={sub.id} />
        </Form>
      ) : null}
    </div>
  );
}

export default function AdminCategory({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, category } = loaderData;
  const answer = useActionData() as MerchAnswerData | undefined;
  const isNew = category.id === '';
  const title = isNew
    ? t('admin.merchandising.categories.newTitle')
    : locale.startsWith('ar')
      ? category.arName
      : category.name;
  return (
    <AdminPage
      title={title}
      breadcrumbs={[
        { label: t('admin.merchandising.categories.title'), href: adminHref(locale, '/categories') },
      ]}
    >
      <AdminSection title={t('admin.merchandising.categories.details')}>
        <CategoryForm category={category} answer={answer} />
      </AdminSection>
      {isNew ? null : (
        <>
          <AdminSection title={t('admin.merchandising.subcategories.title')}>
            {category.subcategories.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('admin.merchandising.subcategories.empty')}</p>
            ) : null}
            {category.subcategories.map((sub) => (
              <SubcategoryForm key={sub.id} sub={sub} answer={answer} />
            ))}
            <h3 className="pt-2 text-sm font-semibold text-ink">
              {t('admin.merchandising.subcategories.addTitle')}
            </h3>
            <SubcategoryForm sub={null} answer={answer} />
          </AdminSection>
          <AdminSection title={t('admin.merchandising.categories.deleteTitle')}>
            <p className="text-sm text-ink-muted">{t('admin.merchandising.categories.deleteHint')}</p>
            <Form method="post" className="flex flex-wrap items-center gap-3">
              <input type="hidden" name="intent" value="delete" />
              <Button type="submit" size="sm" variant="danger" data-testid="category-delete">
                {t('admin.merchandising.categories.delete')}
              </Button>
              <FormNote answer={answer} intent="delete" />
            </Form>
          </AdminSection>
        </>
      )}
    </AdminPage>
  );
}
