import { data, Form, Link, useActionData } from 'react-router';
import {
  deleteAttribute,
  deleteAttributeValue,
  deleteTag,
  listAdminAttributes,
  listAdminOffers,
  listAdminTags,
  saveAttribute,
  saveAttributeValue,
  saveTag,
  setOfferStatus,
  type AdminAttribute,
  type AdminTag,
} from '@souq/core/admin/catalogue-terms.service.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { mergeHeaders, PRIVATE_HEADERS } from '../../lib/session.server.ts';
import { merchCall, oneOf, pictureRefused, readMerchForm } from '../../lib/merch-form.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage, AdminSection } from '../../components/admin/admin-page.tsx';
import { KeysetPager } from '../../components/admin/list-controls.tsx';
import { adminHref } from '../../components/admin/people-ui.tsx';
import {
  ActiveBadge,
  dayText,
  FormNote,
  merchFieldError,
  PictureField,
  type MerchAnswerData,
} from '../../components/admin/merch-ui.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import type { Route } from './+types/catalogue-terms';

/** Tags, attributes with their values, and every product offer (issue 21). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'merchandising.write');
  const after = new URL(request.url).searchParams.get('after');
  const [tags, attributes, offers] = await Promise.all([
    listAdminTags(service),
    listAdminAttributes(service),
    listAdminOffers(service, { after }),
  ]);
  return data(
    {
      locale: rc.locale,
      tags,
      attributes,
      next: offers.next,
      offers: offers.rows.map((offer) => ({
        ...offer,
        startDate: offer.startDate.toISOString(),
        // The stored end is exclusive: the last day is the one before it.
        endDate: new Date(offer.endDate.getTime() - 86_400_000).toISOString(),
        createdAt: offer.createdAt.toISOString(),
      })),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'merchandising.write');
  const { input, pictureFailed } = await readMerchForm(request, context.app.config);
  const intent = oneOf(input['intent']);
  if (pictureFailed) return pictureRefused(rc.locale, intent, pictureFailed);
  const id = oneOf(input['id']);
  const parent = oneOf(input['attributeId']);
  const target = id || `new:${parent}`;
  const saved = 'admin.merchandising.terms.saved' as const;
  const deleted = 'admin.merchandising.terms.deleted' as const;
  const run = (key: typeof saved | typeof deleted, work: () => Promise<unknown>) =>
    merchCall(rc.locale, intent, key, async () => {
      await work();
      return { target };
    });
  switch (intent) {
    case 'saveTag':
      return run(saved, () => saveTag(service, id || null, input));
    case 'deleteTag':
      return run(deleted, () => deleteTag(service, id));
    case 'saveAttribute':
      return run(saved, () => saveAttribute(service, id || null, input));
    case 'deleteAttribute':
      return run(deleted, () => deleteAttribute(service, id));
    case 'saveValue':
      return run(saved, () => saveAttributeValue(service, parent, id || null, input));
    case 'deleteValue':
      return run(deleted, () => deleteAttributeValue(service, id));
    case 'offerStatus':
      return run(saved, () => setOfferStatus(service, id, oneOf(input['status']) === 'on'));
    default:
      throw data('Unknown intent', { status: 400 });
  }
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.merchandising.terms.title');
}

/** A delete button as its own small form (works without JavaScript). */
function DeleteForm({ intent, id, label }: { intent: string; id: string; label: string }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant="ghost">
        {label}
      </Button>
    </Form>
  );
}

function TagForm({ tag, answer }: { tag: AdminTag | null; answer: MerchAnswerData | undefined }) {
  const t = useT();
  const target = tag?.id ?? 'new:';
  const error = (field: string) => merchFieldError(answer, field, 'saveTag', target);
  return (
    <li className="flex flex-col gap-2 border-t border-line py-3 first:border-t-0" data-testid="term-tag">
      <Form
        method="post"
        preventScrollReset
        className="grid items-start gap-3 md:grid-cols-[1fr_1fr_1fr_auto]"
        key={tag ? `${tag.id}:${tag.name}:${tag.arName}:${tag.slug}` : 'new'}
        noValidate
      >
        <input type="hidden" name="intent" value="saveTag" />
        {tag ? <input type="hidden" name="id" value={tag.id} /> : null}
        <FormField label={t('admin.merchandising.fields.name')} error={error('name')} required>
          <Input name="name" dir="ltr" defaultValue={tag?.name ?? ''} maxLength={120} />
        </FormField>
        <FormField label={t('admin.merchandising.fields.arName')} error={error('arName')} required>
          <Input name="arName" dir="rtl" lang="ar" defaultValue={tag?.arName ?? ''} maxLength={120} />
        </FormField>
        <FormField label={t('admin.merchandising.fields.slug')} error={error('slug')}>
          <Input name="slug" dir="ltr" defaultValue={tag?.slug ?? ''} maxLength={80} />
        </FormField>
        <div className="flex items-center gap-2 md:pt-7">
          <Button type="submit" size="sm" variant={tag ? 'secondary' : 'primary'}>
            {tag ? t('admin.common.save') : t('admin.merchandising.terms.addTag')}
          </Button>
        </div>
      </Form>
      <div className="flex flex-wrap items-center gap-3">
        {tag ? (
          <>
            <span className="text-xs text-ink-muted">
              {t('admin.merchandising.categories.productsCount', { count: tag.productsCount })}
            </span>
            <DeleteForm intent="deleteTag" id={tag.id} label={t('admin.common.delete')} />
          </>
        ) : null}
        <FormNote answer={answer} intent="saveTag" target={target} />
      </div>
    </li>
  );
}

function ValueForm({
  attributeId,
  value,
  answer,
}: {
  attributeId: string;
  value: AdminAttribute['values'][number] | null;
  answer: MerchAnswerData | undefined;
}) {
  const t = useT();
  const target = value?.id ?? `new:${attributeId}`;
  const error = (field: string) => merchFieldError(answer, field, 'saveValue', target);
  return (
    <li className="flex flex-col gap-2 rounded-card bg-sand/40 p-3">
      <Form
        method="post"
        encType="multipart/form-data"
        preventScrollReset
        className="grid items-start gap-3 md:grid-cols-[1fr_1fr_6rem]"
        key={
          value ? `${value.id}:${value.value}:${value.arValue}:${value.image}:${value.displayOrder}` : 'new'
        }
        noValidate
      >
        <input type="hidden" name="intent" value="saveValue" />
        <input type="hidden" name="attributeId" value={attributeId} />
        {value ? <input type="hidden" name="id" value={value.id} /> : null}
        <FormField label={t('admin.merchandising.fields.value')} error={error('value')} required>
          <Input name="value" dir="ltr" defaultValue={value?.value ?? ''} maxLength={120} />
        </FormField>
        <FormField label={t('admin.merchandising.fields.arValue')} error={error('arValue')} required>
          <Input name="arValue" dir="rtl" lang="ar" defaultValue={value?.arValue ?? ''} maxLength={120} />
        </FormField>
        <FormField label={t('admin.merchandising.fields.displayOrder')} error={error('displayOrder')}>
          <Input name="displayOrder" inputMode="numeric" defaultValue={String(value?.displayOrder ?? 0)} />
        </FormField>
        <div className="md:col-span-3">
          <PictureField
            name="image"
            label={t('admin.merchandising.fields.image')}
            current={value?.image ?? null}
            error={error('image')}
            compact
          />
        </div>
        <div className="md:col-span-3">
          <Button type="submit" size="sm" variant={value ? 'secondary' : 'primary'}>
            {value ? t('admin.common.save') : t('admin.merchandising.terms.addValue')}
          </Button>
        </div>
      </Form>
      <div className="flex flex-wrap items-center gap-3">
        {value ? <DeleteForm intent="deleteValue" id={value.id} label={t('admin.common.delete')} /> : null}
        <FormNote answer={answer} intent="saveValue" target={target} />
      </div>
    </li>
  );
}

function AttributeForm({
  attribute,
  answer,
}: {
  attribute: AdminAttribute | null;
  answer: MerchAnswerData | undefined;
}) {
  const t = useT();
  const target = attribute?.id ?? 'new:';
  const error = (field: string) => merchFieldError(answer, field, 'saveAttribute', target);
  return (
    <li
      className="flex flex-col gap-3 border-t border-line py-3 first:border-t-0"
      data-testid="term-attribute"
    >
      <Form
        method="post"
        preventScrollReset
        className="grid items-start gap-3 md:grid-cols-[1fr_1fr_6rem_auto]"
        key={
          attribute
            ? `${attribute.id}:${attribute.spec}:${attribute.arSpec}:${attribute.displayOrder}`
            : 'new'
        }
        noValidate
      >
        <input type="hidden" name="intent" value="saveAttribute" />
        {attribute ? <input type="hidden" name="id" value={attribute.id} /> : null}
        <FormField label={t('admin.merchandising.fields.spec')} error={error('spec')} required>
          <Input name="spec" dir="ltr" defaultValue={attribute?.spec ?? ''} maxLength={120} />
        </FormField>
        <FormField label={t('admin.merchandising.fields.arSpec')} error={error('arSpec')} required>
          <Input name="arSpec" dir="rtl" lang="ar" defaultValue={attribute?.arSpec ?? ''} maxLength={120} />
        </FormField>
        <FormField label={t('admin.merchandising.fields.displayOrder')} error={error('displayOrder')}>
          <Input
            name="displayOrder"
            inputMode="numeric"
            defaultValue={String(attribute?.displayOrder ?? 0)}
          />
        </FormField>
        <div className="flex items-center gap-2 md:pt-7">
          <Button type="submit" size="sm" variant={attribute ? 'secondary' : 'primary'}>
            {attribute ? t('admin.common.save') : t('admin.merchandising.terms.addAttribute')}
          </Button>
        </div>
      </Form>
      <div className="flex flex-wrap items-center gap-3">
        {attribute ? (
          <DeleteForm intent="deleteAttribute" id={attribute.id} label={t('admin.common.delete')} />
        ) : null}
        <FormNote answer={answer} intent="saveAttribute" target={target} />
      </div>
      {attribute ? (
        <details className="ps-4">
          <summary className="cursor-pointer text-sm font-semibold text-ink">
            {t('admin.merchandising.terms.values', { count: attribute.values.length })}
          </summary>
          <ul className="mt-2 flex flex-col gap-2">
            {attribute.values.map((value) => (
              <ValueForm key={value.id} attributeId={attribute.id} value={value} answer={answer} />
            ))}
            <ValueForm attributeId={attribute.id} value={null} answer={answer} />
          </ul>
        </details>
      ) : null}
    </li>
  );
}

export default function AdminCatalogueTerms({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLocale();
  const { locale, tags, attributes, offers, next } = loaderData;
  const answer = useActionData() as MerchAnswerData | undefined;
  return (
    <AdminPage
      title={t('admin.merchandising.terms.title')}
      description={t('admin.merchandising.terms.description')}
    >
      <nav aria-label={t('admin.merchandising.terms.sections')} className="flex flex-wrap gap-3 text-sm">
        <a href="#offers" className="font-semibold text-brand underline-offset-4 hover:underline">
          {t('admin.merchandising.terms.offers')}
        </a>
        <a href="#tags" className="font-semibold text-brand underline-offset-4 hover:underline">
          {t('admin.merchandising.terms.tags')}
        </a>
        <a href="#attributes" className="font-semibold text-brand underline-offset-4 hover:underline">
          {t('admin.merchandising.terms.attributes')}
        </a>
      </nav>
      <div id="offers">
        <AdminSection title={t('admin.merchandising.terms.offers')}>
          <p className="text-sm text-ink-muted">{t('admin.merchandising.terms.offersHint')}</p>
          {offers.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('admin.merchandising.terms.noOffers')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full border-collapse text-sm" data-testid="admin-offers">
                <caption className="sr-only">{t('admin.merchandising.terms.offers')}</caption>
                <thead className="text-xs text-ink-muted">
                  <tr>
                    <th scope="col" className="py-2 pe-3 text-start font-semibold">
                      {t('admin.merchandising.terms.columns.offer')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-start font-semibold">
                      {t('admin.merchandising.terms.columns.product')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-end font-semibold">
                      {t('admin.merchandising.terms.columns.discount')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-start font-semibold">
                      {t('admin.merchandising.terms.columns.dates')}
                    </th>
                    <th scope="col" className="py-2 ps-3 text-end font-semibold">
                      {t('admin.merchandising.terms.columns.status')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {offers.map((offer) => (
                    <tr key={offer.id} className="border-t border-line align-middle">
                      <th scope="row" className="py-2 pe-3 text-start font-medium text-ink">
                        {language === 'ar' ? offer.arTitle : offer.title}
                      </th>
                      <td className="px-3 py-2">
                        <Link
                          to={adminHref(locale, `/products/${offer.productId}`)}
                          className="text-ink hover:text-brand"
                        >
                          {language === 'ar' ? offer.productArName : offer.productName}
                        </Link>
                      </td>
                      <td className="px-3 py-2 text-end tabular-nums">
                        {t('admin.merchandising.collections.percent', { n: offer.discountPercent })}
                      </td>
                      <td className="px-3 py-2 tabular-nums" dir="ltr">
                        {dayText(offer.startDate)} → {dayText(offer.endDate)}
                      </td>
                      <td className="py-2 ps-3">
                        <Form
                          method="post"
                          preventScrollReset
                          className="flex items-center justify-end gap-2"
                        >
                          <ActiveBadge active={offer.status} />
                          <input type="hidden" name="intent" value="offerStatus" />
                          <input type="hidden" name="id" value={offer.id} />
                          <input type="hidden" name="status" value={offer.status ? 'off' : 'on'} />
                          <Button type="submit" size="sm" variant="ghost">
                            {offer.status
                              ? t('admin.merchandising.terms.switchOff')
                              : t('admin.merchandising.terms.switchOn')}
                          </Button>
                        </Form>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <KeysetPager next={next} />
        </AdminSection>
      </div>
      <div id="tags">
        <AdminSection title={t('admin.merchandising.terms.tags')}>
          {tags.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('admin.merchandising.terms.noTags')}</p>
          ) : null}
          <ul>
            {tags.map((tag) => (
              <TagForm key={tag.id} tag={tag} answer={answer} />
            ))}
            <TagForm tag={null} answer={answer} />
          </ul>
        </AdminSection>
      </div>
      <div id="attributes">
        <AdminSection title={t('admin.merchandising.terms.attributes')}>
          {attributes.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('admin.merchandising.terms.noAttributes')}</p>
          ) : null}
          <ul>
            {attributes.map((attribute) => (
              <AttributeForm key={attribute.id} attribute={attribute} answer={answer} />
            ))}
            <AttributeForm attribute={null} answer={answer} />
          </ul>
        </AdminSection>
      </div>
    </AdminPage>
  );
}
