/**
 * The panel under the header's search box (components/search/quick-search.tsx): a placeholder
 * while the first answer loads, the failure or "no matches", and the listbox of the combobox
 * with its groups (texts, products, designers) and "see all results". The focus stays in the
 * input; rows are reached by aria-activedescendant.
 */
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon.tsx';
import { uploadSrcSet } from '../ui/image-sources.ts';
import { Price } from '../ui/price.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { isolateText, type QuickSearchPayload } from './quick-search-payload.ts';
import { isEmptyAnswer, PANEL_PAGE_SIZE, type Option, type PanelContent } from './quick-search-options.ts';

type Product = QuickSearchPayload['products'][number];
type Designer = QuickSearchPayload['designers'][number];
type PressEvent = { preventDefault: () => void; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean };

/** How every row of the listbox behaves: its ARIA attributes, its look, and what a click does. */
export interface PanelRows {
  option(key: string): Option;
  attributes(option: Option): Record<string, unknown>;
  classes(key: string): string;
  /** A plain click chooses the row in place; a modified click (new tab) is left to the browser. */
  click(option: Option): (event: PressEvent) => void;
  choose(option: Option): void;
}

export function QuickSearchPanel(props: {
  listboxId: string;
  groupId: string;
  open: boolean;
  loading: boolean;
  failed: boolean;
  payload: QuickSearchPayload | null;
  content: PanelContent;
  rows: PanelRows;
}) {
  const t = useT();
  const { payload, content, rows, groupId } = props;
  return (
    <div
      className={cx(
        // Phones: under the header-wide box (see the form).
        'absolute inset-x-0 top-full z-40 mt-2 max-h-[27rem] overflow-y-auto overscroll-contain rounded-panel border border-line bg-surface p-2 shadow-overlay sm:min-w-96',
        'max-sm:fixed max-sm:inset-x-3 max-sm:top-15',
        !props.open && 'hidden',
      )}
      data-testid="quick-search-panel"
    >
      {props.loading && !payload ? <PanelPlaceholder /> : null}
      {props.failed ? <p className="px-3 py-4 text-sm text-danger">{t('search.failed')}</p> : null}
      {payload && isEmptyAnswer(payload) ? (
        <p className="px-3 py-4 text-sm text-ink-muted">
          {t('search.noMatches', { query: isolateText(payload.query) })}
        </p>
      ) : null}
      <div
        id={props.listboxId}
        role="listbox"
        aria-label={t('search.suggestions')}
        className={cx(!payload && 'hidden')}
      >
        {payload && payload.keywords.length > 0 ? (
          <RowGroup id={`${groupId}-keywords`} heading={t('search.keywords')}>
            {payload.keywords.map((keyword, index) => (
              <OptionLink key={index} option={rows.option(`k${index}`)} rows={rows}>
                <Icon name="search" size={16} className="shrink-0 text-ink-muted" />
                <span className="truncate">{keyword.text}</span>
              </OptionLink>
            ))}
          </RowGroup>
        ) : null}
        {content.products.length > 0 ? (
          <RowGroup id={`${groupId}-products`} heading={t('search.products')}>
            {content.products.map((product) => (
              <ProductRow key={product.id} product={product} rows={rows} />
            ))}
            {content.moreProducts ? (
              <MoreRow optionKey="more-products" label={t('search.moreProducts')} rows={rows} />
            ) : null}
          </RowGroup>
        ) : null}
        {content.designers.length > 0 ? (
          <RowGroup id={`${groupId}-designers`} heading={t('search.designers')}>
            {content.designers.map((designer) => (
              <DesignerRow key={designer.id} designer={designer} rows={rows} />
            ))}
            {content.moreDesigners ? (
              <MoreRow optionKey="more-designers" label={t('search.moreDesigners')} rows={rows} />
            ) : null}
          </RowGroup>
        ) : null}
        {payload ? <SeeAllRow query={payload.query} rows={rows} /> : null}
      </div>
    </div>
  );
}

/** Grey rows in the shape of products while the first answer loads. */
function PanelPlaceholder() {
  return (
    <div className="flex flex-col gap-3 p-2" aria-hidden="true">
      {Array.from({ length: PANEL_PAGE_SIZE }, (_, index) => (
        <div key={index} className="flex items-center gap-3">
          <Skeleton className="size-12 shrink-0 rounded-md" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-3.5 w-3/4" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

function RowGroup({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <div role="group" aria-labelledby={id}>
      <div
        id={id}
        role="presentation"
        className="px-3 pb-1 pt-3 text-xs font-bold uppercase tracking-wide text-ink-muted"
      >
        {heading}
      </div>
      {children}
    </div>
  );
}

function OptionLink({
  option,
  rows,
  className,
  testId,
  children,
}: {
  option: Option;
  rows: PanelRows;
  className?: string;
  testId?: string;
  children: React.ReactNode;
}) {
  if (!('href' in option)) return null;
  return (
    <Link
      to={option.href}
      {...rows.attributes(option)}
      onClick={rows.click(option)}
      className={cx(rows.classes(option.key), className)}
      data-testid={testId}
    >
      {children}
    </Link>
  );
}

function ProductRow({ product, rows }: { product: Product; rows: PanelRows }) {
  const t = useT();
  const src = product.imagePath ? `/uploads/${product.imagePath}` : null;
  return (
    <OptionLink option={rows.option(`p${product.id}`)} rows={rows} testId="quick-search-product">
      {src ? (
        <img
          src={src}
          srcSet={uploadSrcSet(src, 600)}
          sizes="48px"
          alt=""
          width={48}
          height={60}
          loading="lazy"
          className="h-15 w-12 shrink-0 rounded-md bg-sand object-cover"
        />
      ) : (
        <span className="grid h-15 w-12 shrink-0 place-items-center rounded-md bg-sand text-ink-muted">
          <Icon name="image" size={18} />
        </span>
      )}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="truncate font-semibold">{product.name}</span>
        <span className="truncate text-xs text-ink-muted">
          {t('product.byDesigner', { designer: product.designerName })}
        </span>
        <Price
          size="sm"
          currency={product.currency}
          priceMinor={product.priceMinor}
          originalMinor={product.hasOffer ? product.originalMinor : undefined}
        />
      </span>
    </OptionLink>
  );
}

function DesignerRow({ designer, rows }: { designer: Designer; rows: PanelRows }) {
  return (
    <OptionLink option={rows.option(`d${designer.id}`)} rows={rows} testId="quick-search-designer">
      <span className="grid size-9 shrink-0 place-items-center overflow-hidden rounded-full bg-brand text-sm font-bold text-white">
        {designer.avatarPath ? (
          <img
            src={`/uploads/${designer.avatarPath}`}
            alt=""
            width={36}
            height={36}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <span aria-hidden="true">{[...designer.name][0]}</span>
        )}
      </span>
      <span className="truncate font-semibold">{designer.name}</span>
    </OptionLink>
  );
}

/** "More products" / "more designers": shows the next 3 in place. */
function MoreRow({ optionKey, label, rows }: { optionKey: string; label: string; rows: PanelRows }) {
  const option = rows.option(optionKey);
  return (
    <div
      {...rows.attributes(option)}
      onClick={() => rows.choose(option)}
      className={cx(rows.classes(optionKey), 'justify-center font-semibold text-brand')}
    >
      {label}
    </div>
  );
}

function SeeAllRow({ query, rows }: { query: string; rows: PanelRows }) {
  const t = useT();
  return (
    <OptionLink
      option={rows.option('all')}
      rows={rows}
      className="mt-1 justify-between border-t border-line font-semibold text-brand"
      testId="quick-search-all"
    >
      <span className="truncate">{t('search.seeAll', { query: isolateText(query) })}</span>
      <Icon name="arrow-end" size={16} className="shrink-0" />
    </OptionLink>
  );
}
