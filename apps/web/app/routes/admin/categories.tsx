import { useState } from 'react';
import { data, Form, Link, useActionData, useFetcher, useNavigation } from 'react-router';
import { Button as AriaButton, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { listAdminCategories, moveCategory, reorderCategories } from '@souq/core/admin/categories.service.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { PRIVATE_HEADERS, mergeHeaders } from '../../lib/session.server.ts';
import { listOf, merchCall, oneOf, readMerchForm } from '../../lib/merch-form.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { adminHref } from '../../components/admin/people-ui.tsx';
import { ActiveBadge, FormNote, type MerchAnswerData } from '../../components/admin/merch-ui.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { cx } from '../../components/ui/cx.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { thumbnailOf } from '../../components/ui/image-sources.ts';
import type { Route } from './+types/categories';

/** The categories in the storefront's display order (issue 21). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'merchandising.write');
  return data(
    { locale: rc.locale, categories: await listAdminCategories(service) },
    { headers: PRIVATE_HEADERS },
  );
}

/** move (one step, the keyboard's and no-JS way) and reorder (a whole order, from a drag). */
export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'merchandising.write');
  const { input } = await readMerchForm(request, context.app.config);
  const intent = oneOf(input['intent']);
  const id = oneOf(input['id']);
  if (intent === 'reorder') {
    return merchCall(rc.locale, intent, 'admin.merchandising.categories.reordered', () =>
      reorderCategories(service, listOf(input['ids']).slice(0, 1000)),
    );
  }
  return merchCall(rc.locale, 'move', 'admin.merchandising.categories.reordered', async () => {
    await moveCategory(service, id, oneOf(input['step']) === '-1' ? -1 : 1);
    return { target: id };
  });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.merchandising.categories.title');
}

type Category = Route.ComponentProps['loaderData']['categories'][number];

function MoveButton({
  id,
  step,
  disabled,
  label,
}: {
  id: string;
  step: -1 | 1;
  disabled: boolean;
  label: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('id') === id;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="step" value={step} />
      <button
        type="submit"
        disabled={disabled || busy}
        aria-label={label}
        title={label}
        className={buttonClasses({ size: 'sm', variant: 'ghost' })}
        data-testid={step === -1 ? 'category-up' : 'category-down'}
      >
        <Icon name="chevron-down" size={16} className={step === -1 ? 'rotate-180' : undefined} />
      </button>
    </Form>
  );
}

function CategoryCard({ category, index, count }: { category: Category; index: number; count: number }) {
  const t = useT();
  const { locale, language } = useLocale();
  const arabic = language === 'ar';
  const shownName = arabic ? category.arName : category.name;
  const otherName = arabic ? category.name : category.arName;
  const number = index + 1;
  return (
    <>
      <AriaButton
        slot="drag"
        aria-label={t('admin.merchandising.categories.drag', { name: shownName })}
        className="flex cursor-grab items-center self-stretch rounded px-0.5 text-ink-muted outline-none hover:text-brand data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand"
        data-testid="category-drag"
      >
        <Icon name="grip" size={18} />
      </AriaButton>
      <span className="w-6 shrink-0 text-center text-sm tabular-nums text-ink-muted">{number}</span>
      <span className="grid size-12 shrink-0 place-items-center overflow-hidden rounded-lg bg-sand text-ink-muted">
        {category.image ? (
          <img
            src={thumbnailOf(category.image)}
            alt=""
            width={48}
            height={48}
            className="h-full w-full object-cover"
          />
        ) : (
          <Icon name="image" />
        )}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <Link
            to={adminHref(locale, `/categories/${category.id}`)}
            className="font-semibold text-ink hover:text-brand"
            data-testid="category-name"
          >
            {shownName}
          </Link>
          <span className="text-sm text-ink-muted">{otherName}</span>
          <ActiveBadge active={category.status} />
          {category.hiddenIn.map((country) => (
            <Badge key={country} tone="warning" size="sm">
              {t('admin.merchandising.categories.hiddenInBadge', { country: t(`countries.${country}`) })}
            </Badge>
          ))}
        </span>
        <span className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
          <span dir="ltr">/{category.slug}</span>
          <span>{t('admin.merchandising.categories.productsCount', { count: category.productsCount })}</span>
          <span>
            {t('admin.merchandising.categories.subcategoriesCount', { count: category.subcategoriesCount })}
          </span>
        </span>
      </span>
      {/* Keys pressed on these buttons and links are theirs: the list's row would take Enter and
          Space for itself, and the move buttons are the keyboard's way to reorder. */}
      <span className="flex shrink-0 items-center gap-1" onKeyDown={(event) => event.stopPropagation()}>
        <MoveButton
          id={category.id}
          step={-1}
          disabled={index === 0}
          label={t('admin.merchandising.categories.moveUp', { name: shownName })}
        />
        <MoveButton
          id={category.id}
          step={1}
          disabled={index === count - 1}
          label={t('admin.merchandising.categories.moveDown', { name: shownName })}
        />
        <Link
          to={adminHref(locale, `/categories/${category.id}`)}
          className={buttonClasses({ size: 'sm', variant: 'secondary' })}
        >
          {t('admin.common.edit')}
        </Link>
      </span>
    </>
  );
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, categories } = loaderData;
  const answer = useActionData() as MerchAnswerData | undefined;
  const reorder = useFetcher<MerchAnswerData>();
  const loaded = categories.map((category) => category.id).join(',');
  // The order dropped here, until the loader's list (after the save) replaces it.
  const [dropped, setDropped] = useState<{ from: string; order: string[] } | null>(null);
  const order = dropped?.from === loaded ? dropped.order : categories.map((category) => category.id);
  const byId = new Map(categories.map((category) => [category.id, category]));
  const shown = order.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) => {
      const moving = new Set([...event.keys].map(String));
      const rest = order.filter((id) => !moving.has(id));
      const target = rest.indexOf(String(event.target.key));
      const at = event.target.dropPosition === 'before' ? target : target + 1;
      const next = [...rest.slice(0, at), ...order.filter((id) => moving.has(id)), ...rest.slice(at)];
      setDropped({ from: loaded, order: next });
      const form = new FormData();
      form.set('intent', 'reorder');
      for (const id of next) form.append('ids', id);
      void reorder.submit(form, { method: 'post' });
    },
  });
  const reorderAnswer = reorder.state === 'idle' ? reorder.data : undefined;
  return (
    <AdminPage
      title={t('admin.merchandising.categories.title')}
      description={t('admin.merchandising.categories.description')}
      actions={
        <Link
          to={adminHref(locale, '/categories/new')}
          className={buttonClasses({ size: 'sm' })}
          data-testid="category-new"
        >
          <Icon name="plus" size={16} />
          {t('admin.merchandising.categories.add')}
        </Link>
      }
    >
      {reorderAnswer && !reorderAnswer.ok ? <Banner tone="error">{reorderAnswer.message}</Banner> : null}
      <FormNote answer={answer} intent="move" />
      {shown.length === 0 ? (
        <EmptyState
          illustration="search"
          title={t('admin.merchandising.categories.empty')}
          description={t('admin.merchandising.categories.emptyHint')}
        />
      ) : (
        <>
          <p className="text-sm text-ink-muted">{t('admin.merchandising.categories.orderHint')}</p>
          <GridList
            aria-label={t('admin.merchandising.categories.listLabel')}
            items={shown}
            dragAndDropHooks={dragAndDropHooks}
            dependencies={[order]}
            keyboardNavigationBehavior="tab"
            className="flex flex-col gap-2"
            data-testid="admin-categories"
          >
            {(category) => (
              <GridListItem
                id={category.id}
                textValue={locale.startsWith('ar') ? category.arName : category.name}
                className={({ isDragging, isDropTarget, isFocusVisible }) =>
                  cx(
                    'flex items-center gap-3 rounded-card border border-line bg-surface p-3 outline-none',
                    isDragging && 'opacity-50',
                    isDropTarget && 'ring-2 ring-brand',
                    isFocusVisible && 'ring-2 ring-brand/60',
                  )
                }
                data-testid="admin-category"
              >
                <CategoryCard category={category} index={shown.indexOf(category)} count={shown.length} />
              </GridListItem>
            )}
          </GridList>
        </>
      )}
    </AdminPage>
  );
}
