/**
 * The header's search box (SPEC.md sections 2, 5 and 9). Without JavaScript it is a plain GET form
 * to the results page. With it, 1 s after typing stops it shows texts to search for, up to 7
 * products and 7 designers (3 at a time, more on demand) in a panel of at most 27rem, driven by
 * the keyboard as an ARIA combobox: arrows move, Enter opens, Escape closes then clears. Enter on
 * the typed text records the keyword (GraphQL newSearchKeyword) and opens the results page.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { useT } from '../../i18n/i18n.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon.tsx';
import { uploadSrcSet } from '../ui/image-sources.ts';
import { Price } from '../ui/price.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { Spinner } from '../ui/spinner.tsx';
import {
  isolateText,
  QUICK_SEARCH_MAX_LENGTH,
  searchResultsPath,
  type QuickSearchPayload,
} from './quick-search-payload.ts';
import { VoiceSearchButton } from './voice-search-button.tsx';

/** SPEC.md section 9: the search fires 1 s after typing stops. */
export const SEARCH_DEBOUNCE_MS = 1000;
/** SPEC.md section 9: the results panel shows hits 3 at a time. */
export const PANEL_PAGE_SIZE = 3;
/** Answers kept in this tab, so going back to an earlier text answers at once. */
const CACHE_SIZE = 50;

const answers = new Map<string, QuickSearchPayload>();
function remember(key: string, payload: QuickSearchPayload) {
  answers.delete(key);
  answers.set(key, payload);
  if (answers.size > CACHE_SIZE) answers.delete(answers.keys().next().value!);
}

const RECORD_KEYWORD =
  'mutation RecordSearch($keyword: String) { newSearchKeyword(keyword: $keyword) { status_code } }';

/** Counts a search for the suggestions of others; a failure must never stop the shopper. */
function recordKeyword(keyword: string) {
  void fetch('/graphql', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: RECORD_KEYWORD, variables: { keyword } }),
  }).catch(() => undefined);
}

type Option =
  | { kind: 'keyword' | 'product' | 'designer' | 'all'; key: string; href: string; keyword?: string }
  | { kind: 'more-products' | 'more-designers'; key: string };

export function QuickSearch({ locale }: { locale: LocaleCode }) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const request = useRef<AbortController | null>(null);

  const onResultsPage = pathname === localePath(locale, '/search');
  const typedOnPage = onResultsPage ? (new URLSearchParams(search).get('v') ?? '') : '';
  const [value, setValue] = useState(typedOnPage);
  const [payload, setPayload] = useState<QuickSearchPayload | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [productPages, setProductPages] = useState(1);
  const [designerPages, setDesignerPages] = useState(1);

  // A new page (a result opened, the results page with another text): close and show its text.
  const pageKey = `${pathname}\n${typedOnPage}`;
  const [shownPage, setShownPage] = useState(pageKey);
  if (shownPage !== pageKey) {
    setShownPage(pageKey);
    setOpen(false);
    setActive(-1);
    setValue(typedOnPage);
  }

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    request.current?.abort();
    setPayload(null);
    setLoading(false);
    setFailed(false);
    setOpen(false);
    setActive(-1);
  }, []);

  const run = useCallback(
    async (text: string) => {
      const query = text.trim().slice(0, QUICK_SEARCH_MAX_LENGTH);
      if (query === '') return clear();
      const key = `${locale}|${query}`;
      setProductPages(1);
      setDesignerPages(1);
      setActive(-1);
      setOpen(true);
      setFailed(false);
      const cached = answers.get(key);
      if (cached) {
        request.current?.abort();
        setLoading(false);
        setPayload(cached);
        return;
      }
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      setLoading(true);
      try {
        const response = await fetch(
          `${localePath(locale, '/search-suggestions')}?${new URLSearchParams({ q: query }).toString()}`,
          { signal: controller.signal, headers: { accept: 'application/json' } },
        );
        if (!response.ok) throw new Error(`search-suggestions answered ${response.status}`);
        const answer = (await response.json()) as QuickSearchPayload;
        remember(key, answer);
        if (!controller.signal.aborted) setPayload(answer);
      } catch {
        if (!controller.signal.aborted) {
          setPayload(null);
          setFailed(true);
        }
      } finally {
        if (request.current === controller) {
          request.current = null;
          setLoading(false);
        }
      }
    },
    [clear, locale],
  );

  const onChange = (text: string) => {
    setValue(text);
    window.clearTimeout(timer.current);
    // SPEC.md 9: an empty value clears the results at once.
    if (text.trim() === '') return clear();
    timer.current = window.setTimeout(() => void run(text), SEARCH_DEBOUNCE_MS);
  };

  const openResults = (text: string) => {
    const query = text.trim().slice(0, QUICK_SEARCH_MAX_LENGTH);
    if (query === '') return;
    clear();
    recordKeyword(query);
    void navigate(searchResultsPath(locale, query));
  };

  const shownProducts = payload?.products.slice(0, productPages * PANEL_PAGE_SIZE) ?? [];
  const shownDesigners = payload?.designers.slice(0, designerPages * PANEL_PAGE_SIZE) ?? [];
  const moreProducts = (payload?.products.length ?? 0) > shownProducts.length;
  const moreDesigners = (payload?.designers.length ?? 0) > shownDesigners.length;

  const options: Option[] = !payload
    ? []
    : [
        ...payload.keywords.map((keyword, index) => ({
          kind: 'keyword' as const,
          key: `k${index}`,
          href: keyword.href,
          keyword: keyword.text,
        })),
        ...shownProducts.map((product) => ({
          kind: 'product' as const,
          key: `p${product.id}`,
          href: product.href,
        })),
        ...(moreProducts ? [{ kind: 'more-products' as const, key: 'more-products' }] : []),
        ...shownDesigners.map((designer) => ({
          kind: 'designer' as const,
          key: `d${designer.id}`,
          href: designer.href,
        })),
        ...(moreDesigners ? [{ kind: 'more-designers' as const, key: 'more-designers' }] : []),
        {
          kind: 'all' as const,
          key: 'all',
          href: searchResultsPath(locale, payload.query),
          keyword: payload.query,
        },
      ];

  const optionId = (key: string) => `${id}-option-${key}`;
  const indexOf = (key: string) => options.findIndex((option) => option.key === key);

  const choose = (option: Option) => {
    switch (option.kind) {
      case 'more-products':
        setProductPages((pages) => pages + 1);
        return;
      case 'more-designers':
        setDesignerPages((pages) => pages + 1);
        return;
      case 'keyword':
      case 'all':
        openResults(option.keyword ?? '');
        return;
      default:
        clear();
        void navigate(option.href);
    }
  };

  // Keep the active option in view inside the scrolling panel.
  const activeKey = options[active]?.key;
  useEffect(() => {
    if (activeKey) document.getElementById(`${id}-option-${activeKey}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeKey, id]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        if (!open && payload) {
          setOpen(true);
          setActive(0);
        } else if (count > 0) setActive((index) => (index + 1) % count);
        event.preventDefault();
        break;
      case 'ArrowUp':
        if (count > 0) setActive((index) => (index <= 0 ? count - 1 : index - 1));
        event.preventDefault();
        break;
      case 'Home':
      case 'End':
        if (open && count > 0 && active >= 0) {
          setActive(event.key === 'Home' ? 0 : count - 1);
          event.preventDefault();
        }
        break;
      case 'Escape':
        if (open) setOpen(false);
        else {
          setValue('');
          clear();
        }
        setActive(-1);
        event.preventDefault();
        break;
      case 'Enter': {
        event.preventDefault();
        const option = open ? options[active] : undefined;
        if (option) choose(option);
        else openResults(value);
        break;
      }
    }
  };

  const panelOpen = open && (loading || failed || payload !== null);
  const listboxId = `${id}-listbox`;
  const activeOption = panelOpen ? options[active] : undefined;
  const nothing =
    payload !== null &&
    payload.keywords.length === 0 &&
    payload.products.length === 0 &&
    payload.designers.length === 0;
  const announcement = loading
    ? t('search.loading')
    : failed
      ? t('search.failed')
      : payload && open
        ? nothing
          ? t('search.noMatches', { query: isolateText(payload.query) })
          : t('search.found', { products: payload.products.length, designers: payload.designers.length })
        : '';

  const optionClasses = (key: string) =>
    cx(
      'flex w-full cursor-pointer items-center gap-3 rounded-(--radius-control) px-3 py-2 text-start text-sm text-ink',
      activeOption?.key === key ? 'bg-brand-tint ring-2 ring-brand/30' : 'hover:bg-sand',
    );
  const optionProps = (option: Option) => ({
    id: optionId(option.key),
    role: 'option' as const,
    'aria-selected': activeOption?.key === option.key,
    tabIndex: -1,
    // Keeps the focus in the input, so the keyboard and the screen reader stay on the combobox.
    onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
    // Moving, not entering: an option scrolled under a resting pointer must not steal the keyboard's place.
    onMouseMove: () => {
      const index = indexOf(option.key);
      if (index !== active) setActive(index);
    },
  });
  const linkClick =
    (option: Option) =>
    (event: { preventDefault: () => void; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean }) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      choose(option);
    };
  const groupHeading = (headingId: string, text: string) => (
    <div
      id={headingId}
      role="presentation"
      className="px-3 pb-1 pt-3 text-xs font-bold uppercase tracking-wide text-ink-muted"
    >
      {text}
    </div>
  );

  return (
    <form
      role="search"
      method="get"
      action={localePath(locale, '/search')}
      className={cx(
        'group relative w-full min-w-0 max-w-xl',
        // Phones: the header leaves the box narrow, so while it has the focus it spans the header
        // row (the header, transformed, is the containing block of a fixed element).
        'max-sm:focus-within:fixed max-sm:focus-within:inset-x-3 max-sm:focus-within:top-3 max-sm:focus-within:z-50 max-sm:focus-within:w-auto max-sm:focus-within:max-w-none',
      )}
      data-testid="quick-search"
      onSubmit={(event) => {
        event.preventDefault();
        openResults(value);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('search.label')}
      </label>
      <div className="relative flex items-center">
        <Icon
          name="search"
          size={18}
          className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-ink-muted"
        />
        <input
          ref={inputRef}
          id={`${id}-input`}
          name="v"
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (payload && value.trim() !== '') setOpen(true);
          }}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={QUICK_SEARCH_MAX_LENGTH}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={panelOpen}
          aria-controls={listboxId}
          aria-activedescendant={activeOption ? optionId(activeOption.key) : undefined}
          className={cx(
            'h-10 w-full rounded-full border border-control bg-surface ps-9 pe-20 text-sm text-ink placeholder:text-ink-muted max-sm:pe-3 max-sm:group-focus-within:pe-20',
            'transition-[border-color,box-shadow] duration-(--duration-fast) hover:border-ink-soft',
            'focus:border-brand focus:outline-none focus:ring-3 focus:ring-brand/20',
            '[&::-webkit-search-cancel-button]:appearance-none',
          )}
        />
        <div className="absolute end-1 top-1/2 flex -translate-y-1/2 items-center max-sm:hidden max-sm:group-focus-within:flex">
          {loading ? <Spinner className="me-1 text-ink-muted" /> : null}
          <VoiceSearchButton
            locale={locale}
            onResult={(text) => {
              const spoken = text.slice(0, QUICK_SEARCH_MAX_LENGTH);
              setValue(spoken);
              window.clearTimeout(timer.current);
              inputRef.current?.focus();
              void run(spoken);
            }}
          />
          <button
            type="submit"
            aria-label={t('search.submit')}
            title={t('search.submit')}
            className="inline-flex size-8 items-center justify-center rounded-full bg-brand text-white transition-colors hover:bg-brand-strong"
          >
            <Icon name="arrow-end" size={16} />
          </button>
        </div>
      </div>

      <p role="status" className="sr-only">
        {announcement}
      </p>

      <div
        className={cx(
          // Phones: under the header-wide box (see the form).
          'absolute inset-x-0 top-full z-40 mt-2 max-h-[27rem] overflow-y-auto overscroll-contain rounded-panel border border-line bg-surface p-2 shadow-overlay sm:min-w-96',
          'max-sm:fixed max-sm:inset-x-3 max-sm:top-15',
          !panelOpen && 'hidden',
        )}
        data-testid="quick-search-panel"
      >
        {loading && !payload ? (
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
        ) : null}
        {failed ? <p className="px-3 py-4 text-sm text-danger">{t('search.failed')}</p> : null}
        {payload && nothing ? (
          <p className="px-3 py-4 text-sm text-ink-muted">
            {t('search.noMatches', { query: isolateText(payload.query) })}
          </p>
        ) : null}
        <div
          id={listboxId}
          role="listbox"
          aria-label={t('search.suggestions')}
          className={cx(!payload && 'hidden')}
        >
          {payload && payload.keywords.length > 0 ? (
            <div role="group" aria-labelledby={`${id}-keywords`}>
              {groupHeading(`${id}-keywords`, t('search.keywords'))}
              {payload.keywords.map((keyword, index) => {
                const option = options[indexOf(`k${index}`)]!;
                return (
                  <Link
                    key={option.key}
                    to={keyword.href}
                    {...optionProps(option)}
                    onClick={linkClick(option)}
                    className={optionClasses(option.key)}
                  >
                    <Icon name="search" size={16} className="shrink-0 text-ink-muted" />
                    <span className="truncate">{keyword.text}</span>
                  </Link>
                );
              })}
            </div>
          ) : null}
          {shownProducts.length > 0 ? (
            <div role="group" aria-labelledby={`${id}-products`}>
              {groupHeading(`${id}-products`, t('search.products'))}
              {shownProducts.map((product) => {
                const option = options[indexOf(`p${product.id}`)]!;
                const src = product.imagePath ? `/uploads/${product.imagePath}` : null;
                return (
                  <Link
                    key={option.key}
                    to={product.href}
                    {...optionProps(option)}
                    onClick={linkClick(option)}
                    className={optionClasses(option.key)}
                    data-testid="quick-search-product"
                  >
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
                  </Link>
                );
              })}
              {moreProducts ? (
                <div
                  {...optionProps(options[indexOf('more-products')]!)}
                  onClick={() => choose(options[indexOf('more-products')]!)}
                  className={cx(optionClasses('more-products'), 'justify-center font-semibold text-brand')}
                >
                  {t('search.moreProducts')}
                </div>
              ) : null}
            </div>
          ) : null}
          {shownDesigners.length > 0 ? (
            <div role="group" aria-labelledby={`${id}-designers`}>
              {groupHeading(`${id}-designers`, t('search.designers'))}
              {shownDesigners.map((designer) => {
                const option = options[indexOf(`d${designer.id}`)]!;
                return (
                  <Link
                    key={option.key}
                    to={designer.href}
                    {...optionProps(option)}
                    onClick={linkClick(option)}
                    className={optionClasses(option.key)}
                    data-testid="quick-search-designer"
                  >
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
                  </Link>
                );
              })}
              {moreDesigners ? (
                <div
                  {...optionProps(options[indexOf('more-designers')]!)}
                  onClick={() => choose(options[indexOf('more-designers')]!)}
                  className={cx(optionClasses('more-designers'), 'justify-center font-semibold text-brand')}
                >
                  {t('search.moreDesigners')}
                </div>
              ) : null}
            </div>
          ) : null}
          {payload ? (
            <Link
              to={searchResultsPath(locale, payload.query)}
              {...optionProps(options[indexOf('all')]!)}
              onClick={linkClick(options[indexOf('all')]!)}
              className={cx(
                optionClasses('all'),
                'mt-1 justify-between border-t border-line font-semibold text-brand',
              )}
              data-testid="quick-search-all"
            >
              <span className="truncate">{t('search.seeAll', { query: isolateText(payload.query) })}</span>
              <Icon name="arrow-end" size={16} className="shrink-0" />
            </Link>
          ) : null}
        </div>
      </div>
    </form>
  );
}
