/**
 * The header's search box (SPEC.md sections 2, 5 and 9). Without JavaScript it is a plain GET form
 * to the results page. With it, 1 s after typing stops it shows texts to search for, up to 7
 * products and 7 designers (3 at a time, more on demand) in a panel of at most 27rem, driven by
 * the keyboard as an ARIA combobox: arrows move, Enter opens, Escape closes then clears. Enter on
 * the typed text records the keyword (GraphQL newSearchKeyword) and opens the results page.
 * The state is in use-quick-search.ts, the rows in quick-search-options.ts, the panel in
 * quick-search-panel.tsx.
 */
import { useEffect, useId, useRef } from 'react';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { useT } from '../../i18n/i18n.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { isolateText, QUICK_SEARCH_MAX_LENGTH } from './quick-search-payload.ts';
import { isEmptyAnswer, type Option } from './quick-search-options.ts';
import { QuickSearchPanel, type PanelRows } from './quick-search-panel.tsx';
import { useQuickSearch } from './use-quick-search.ts';
import { VoiceSearchButton } from './voice-search-button.tsx';

export function QuickSearch({ locale }: { locale: LocaleCode }) {
  const t = useT();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const search = useQuickSearch(locale);
  const { payload, loading, failed, open, active, content } = search;
  const panelOpen = open && (loading || failed || payload !== null);
  const listboxId = `${id}-listbox`;
  const optionId = (key: string) => `${id}-option-${key}`;
  const activeOption = panelOpen ? content.options[active] : undefined;
  const rows = panelRows(search, activeOption, optionId);

  // Keep the active option in view inside the scrolling panel.
  const activeKey = content.options[active]?.key;
  useEffect(() => {
    if (activeKey) document.getElementById(`${id}-option-${activeKey}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeKey, id]);

  return (
    <form
      role="search"
      method="get"
      action={localePath(locale, '/search')}
      className={cx(
        // Phones: the header gives the box a row of its own, so it spans the width.
        'group relative w-full min-w-0 sm:max-w-xl',
      )}
      data-testid="quick-search"
      onSubmit={(event) => {
        event.preventDefault();
        search.openResults(search.value);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) search.setOpen(false);
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
          value={search.value}
          onChange={(event) => search.type(event.target.value)}
          onKeyDown={search.onKeyDown}
          onFocus={() => {
            if (payload && search.value.trim() !== '') search.setOpen(true);
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
            'h-10 w-full rounded-full border border-control bg-surface ps-9 pe-20 text-sm text-ink placeholder:text-ink-muted',
            'transition-[border-color,box-shadow] duration-(--duration-fast) hover:border-ink-soft',
            'focus:border-brand focus:outline-none focus:ring-3 focus:ring-brand/20',
            '[&::-webkit-search-cancel-button]:appearance-none',
          )}
        />
        <div className="absolute end-1 top-1/2 flex -translate-y-1/2 items-center">
          {loading ? <Spinner className="me-1 text-ink-muted" /> : null}
          <VoiceSearchButton
            locale={locale}
            onResult={(text) => {
              inputRef.current?.focus();
              search.say(text);
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
        {announcementOf(t, search)}
      </p>
      <QuickSearchPanel
        listboxId={listboxId}
        groupId={id}
        open={panelOpen}
        loading={loading}
        failed={failed}
        payload={payload}
        content={content}
        rows={rows}
      />
    </form>
  );
}

type QuickSearchState = ReturnType<typeof useQuickSearch>;

/** What the screen reader hears after each change: loading, the failure, or what was found. */
function announcementOf(
  t: ReturnType<typeof useT>,
  { loading, failed, payload, open }: QuickSearchState,
): string {
  if (loading) return t('search.loading');
  if (failed) return t('search.failed');
  if (!payload || !open) return '';
  return isEmptyAnswer(payload)
    ? t('search.noMatches', { query: isolateText(payload.query) })
    : t('search.found', { products: payload.products.length, designers: payload.designers.length });
}

/** The rows' behaviour for the panel: ARIA state, the active row's look, clicks and the pointer. */
function panelRows(
  search: QuickSearchState,
  activeOption: Option | undefined,
  optionId: (key: string) => string,
): PanelRows {
  const { content, active, setActive, choose } = search;
  const indexOf = (key: string) => content.options.findIndex((option) => option.key === key);
  return {
    option: (key) => content.options[indexOf(key)]!,
    attributes: (option) => ({
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
    }),
    classes: (key) =>
      cx(
        'flex w-full cursor-pointer items-center gap-3 rounded-(--radius-control) px-3 py-2 text-start text-sm text-ink',
        activeOption?.key === key ? 'bg-brand-tint ring-2 ring-brand/30' : 'hover:bg-sand',
      ),
    click: (option) => (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      choose(option);
    },
    choose,
  };
}
