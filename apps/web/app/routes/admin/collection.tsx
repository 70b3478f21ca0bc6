import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import {
  deleteCollection,
  getAdminCollection,
  saveCollection,
  searchProductsToPick,
  setCollectionProduct,
  type AdminCollection,
} from '@souq/core/admin/collections.service.ts';
import { COLLECTION_DISCOUNT_MAX, lastDayOf, startDayOf } from '@souq/core/admin/merchandising-input.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
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
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import type { Route } from './+types/collection';

const EMPTY: AdminCollection = {
  id: '',
  slug: '',
  title: '',
  arTitle: '',
  description: null,
  arDescription: null,
  status: true,
  discountPercent: 0,
  startDate: null,
  endDate: null,
  displayOrder: 0,
  image: null,
  banner: null,
  productsCount: 0,
  createdAt: new Date(0),
  products: [],
};

/** One collection (or `new`), its products, and the products found by `?q=` to add. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'merchandising.write');
  const collection = params.id === 'new' ? EMPTY : await orNotFound(getAdminCollection(service, params.id));
  const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100);
  const found = collection.id && q ? await searchProductsToPick(service, q) : [];
  const { startDate, endDate, createdAt: _createdAt, ...rest } = collection;
  return data(
    {
      locale: rc.locale,
      q,
      found,
      collection: { ...rest, startDay: startDayOf(startDate), lastDay: lastDayOf(endDate) },
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'merchandising.write');
  const { input, pictureFailed } = await readMerchForm(request, context.app.config);
  const intent = oneOf(input['intent']);
  if (pictureFailed) return pictureRefused(rc.locale, intent, pictureFailed);
  const isNew = params.id === 'new';
  const productId = oneOf(input['productId']);
  switch (intent) {
    case 'save': {
      const answer = await merchCall(
        rc.locale,
        intent,
        'admin.merchandising.collections.saved',
        () => saveCollection(service, isNew ? null : params.id, input),
        input,
      );
      if (isNew && answer.data.ok && answer.data.id) {
        throw redirect(adminPath(rc.locale, `/collections/${answer.data.id}`));
      }
      return answer;
    }
    case 'delete': {
      const answer = await merchCall(rc.locale, intent, 'admin.merchandising.collections.deleted', () =>
        deleteCollection(service, params.id),
      );
      if (answer.data.ok) throw redirect(adminPath(rc.locale, '/collections'));
      return answer;
    }
    case 'addProduct':
    case 'removeProduct':
      return merchCall(
        rc.locale,
        intent,
        intent === 'addProduct'
          ? 'admin.merchandising.collections.productAdded'
          : 'admin.merchandising.collections.productRemoved',
        async () => {
          await setCollectionProduct(service, params.id, productId, intent === 'addProduct');
          return { target: productId };
        },
      );
    default:
      throw data('Unknown intent', { status: 400 });
  }
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.merchandising.collections.editTitle');
}

type Shown = Route.ComponentProps['loaderData']['collection'];

function CollectionForm({ collection, answer }: { collection: Shown; answer: MerchAnswerData | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const error = (field: string) => merchFieldError(answer, field, 'save');
  const typed = (field: string) => typedValue(answer, 'save', field);
  const version = [
    collection.id,
    collection.title,
    collection.arTitle,
    collection.slug,
    collection.discountPercent,
    collection.startDay,
    collection.lastDay,
    collection.image,
    collection.banner,
  ].join(':');
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="flex flex-col gap-4"
      key={version}
      noValidate
      data-testid="collection-form"
    >
      <input type="hidden" name="intent" value="save" />
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label={t('admin.merchandising.fields.title')} error={error('title')} required>
          <Input name="title" dir="ltr" defaultValue={typed('title') ?? collection.title} maxLength={120} />
        </FormField>
        <FormField label={t('admin.merchandising.fields.arTitle')} error={error('arTitle')} required>
          <Input
            name="arTitle"
            dir="rtl"
            lang="ar"
            defaultValue={typed('arTitle') ?? collection.arTitle}
            maxLength={120}
          />
        </FormField>
        <FormField
          label={t('admin.merchandising.fields.slug')}
          hint={t('admin.merchandising.fields.slugHint')}
          error={error('slug')}
        >
          <Input name="slug" dir="ltr" defaultValue={typed('slug') ?? collection.slug} maxLength={80} />
        </FormField>
        <FormField
          label={t('admin.merchandising.fields.discount')}
          hint={t('admin.merchandising.collections.discountHint', { max: COLLECTION_DISCOUNT_MAX })}
          error={error('discount')}
        >
          <Input
            name="discount"
            inputMode="numeric"
            defaultValue={typed('discount') ?? String(collection.discountPercent)}
            endAdornment="%"
          />
        </FormField>
        <FormField
          label={t('admin.merchandising.fields.startDate')}
          hint={t('admin.merchandising.collections.datesHint')}
          error={error('startDate')}
        >
          <Input
            name="startDate"
            type="date"
            dir="ltr"
            defaultValue={typed('startDate') ?? collection.startDay}
          />
        </FormField>
        <FormField label={t('admin.merchandising.fields.endDate')} error={error('endDate')}>
          <Input name="endDate" type="date" dir="ltr" defaultValue={typed('endDate') ?? collection.lastDay} />
        </FormField>
        <FormField label={t('admin.merchandising.fields.displayOrder')} error={error('displayOrder')}>
          <Input
            name="displayOrder"
            inputMode="numeric"
            defaultValue={typed('displayOrder') ?? String(collection.displayOrder)}
          />
        </FormField>
        <div className="flex flex-col justify-end">
          <Switch
            name="status"
            defaultChecked={collection.status}
            label={t('admin.merchandising.fields.status')}
            description={t('admin.merchandising.collections.statusHint')}
          />
        </div>
        <FormField label={t('admin.merchandising.fields.description')} error={error('description')}>
          <Textarea
            name="description"
            dir="ltr"
            defaultValue={typed('description') ?? collection.description ?? ''}
            rows={3}
          />
        </FormField>
        <FormField label={t('admin.merchandising.fields.arDescription')} error={error('arDescription')}>
          <Textarea
            name="arDescription"
            dir="rtl"
            lang="ar"
            defaultValue={typed('arDescription') ?? collection.arDescription ?? ''}
            rows={3}
          />
        </FormField>
        <PictureField
          name="image"
          label={t('admin.merchandising.fields.image')}
          current={collection.image}
          error={error('image')}
        />
        <PictureField
          name="banner"
          label={t('admin.merchandising.fields.banner')}
          current={collection.banner}
          error={error('banner')}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={saving} data-testid="collection-save">
          {t('admin.common.save')}
        </Button>
        <FormNote answer={answer} intent="save" />
      </div>
    </Form>
  );
}

function ProductLine({
  product,
  intent,
  note,
  answer,
}: {
  product: { id: string; sku: string; name: string; arName: string; status: string };
  intent: 'addProduct' | 'removeProduct';
  note?: string | null;
  answer: MerchAnswerData | undefined;
}) {
  const t = useT();
  const { language } = useLocale();
  return (
    <li
      className="flex flex-wrap items-center gap-3 border-t border-line py-2 first:border-t-0"
      data-testid={`${intent}-line`}
      data-product-id={product.id}
    >
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium text-ink">{language === 'ar' ? product.arName : product.name}</span>
        <span className="text-xs text-ink-muted">
          <span dir="ltr">{product.sku}</span> · {t(`admin.products.status.${product.status as 'active'}`)}
          {note ? ` · ${note}` : ''}
        </span>
      </span>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="productId" value={product.id} />
        <Button
          type="submit"
          size="sm"
          variant={intent === 'addProduct' ? 'secondary' : 'ghost'}
          data-testid={intent}
        >
          {intent === 'addProduct'
            ? t('admin.merchandising.collections.addProduct')
            : t('admin.merchandising.collections.removeProduct')}
        </Button>
      </Form>
      <FormNote answer={answer} intent={intent} target={product.id} />
    </li>
  );
}

export default function AdminCollection({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, collection, q, found } = loaderData;
  const answer = useActionData() as MerchAnswerData | undefined;
  const isNew = collection.id === '';
  const title = isNew
    ? t('admin.merchandising.collections.newTitle')
    : locale.startsWith('ar')
      ? collection.arTitle
      : collection.title;
  return (
    <AdminPage
      title={title}
      breadcrumbs={[
        { label: t('admin.merchandising.collections.title'), href: adminHref(locale, '/collections') },
      ]}
    >
      <AdminSection title={t('admin.merchandising.collections.details')}>
        <CollectionForm collection={collection} answer={answer} />
      </AdminSection>
      {isNew ? null : (
        <>
          <AdminSection
            title={t('admin.merchandising.collections.products')}
            actions={<Badge size="sm">{collection.productsCount}</Badge>}
          >
            {collection.products.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('admin.merchandising.collections.noProducts')}</p>
            ) : (
              <ul data-testid="collection-products">
                {collection.products.map((product) => (
                  <ProductLine key={product.id} product={product} intent="removeProduct" answer={answer} />
                ))}
              </ul>
            )}
            <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
              <FormField label={t('admin.merchandising.collections.search')} className="min-w-64 flex-1">
                <Input
                  name="q"
                  type="search"
                  defaultValue={q}
                  placeholder={t('admin.merchandising.collections.searchPlaceholder')}
                  data-testid="collection-search"
                />
              </FormField>
              <Button type="submit" size="sm" variant="secondary" data-testid="collection-search-submit">
                {t('admin.merchandising.collections.searchSubmit')}
              </Button>
            </Form>
            {q ? (
              found.length === 0 ? (
                <p className="text-sm text-ink-muted">{t('admin.merchandising.collections.noneFound')}</p>
              ) : (
                <ul data-testid="collection-found">
                  {found
                    .filter((product) => product.collectionId !== collection.id)
                    .map((product) => (
                      <ProductLine
                        key={product.id}
                        product={product}
                        intent="addProduct"
                        note={product.collectionId ? t('admin.merchandising.collections.inOther') : null}
                        answer={answer}
                      />
                    ))}
                </ul>
              )
            ) : null}
          </AdminSection>
          <AdminSection title={t('admin.merchandising.collections.deleteTitle')}>
            <p className="text-sm text-ink-muted">{t('admin.merchandising.collections.deleteHint')}</p>
            <Form method="post" className="flex flex-wrap items-center gap-3">
              <input type="hidden" name="intent" value="delete" />
              <Button type="submit" size="sm" variant="danger">
                {t('admin.merchandising.collections.delete')}
              </Button>
              <FormNote answer={answer} intent="delete" />
            </Form>
          </AdminSection>
        </>
      )}
    </AdminPage>
  );
}
