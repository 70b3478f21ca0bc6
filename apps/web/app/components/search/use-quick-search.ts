/**
 * The state of the header's quick search (components/search/quick-search.tsx): the answers
 * fetched from /search-suggestions (kept per tab, the newest request wins), and the combobox
 * around them: the typed text, whether the panel is open, the active row and the keyboard.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { languageOf, type LocaleCode } from '@souq/core/locale/locales.ts';
import { localePath } from '../../lib/locale-routing.ts';
import {
  QUICK_SEARCH_MAX_LENGTH,
  searchResultsPath,
  type QuickSearchPayload,
} from './quick-search-payload.ts';
import { panelContent, type Option, type PanelPages } from './quick-search-options.ts';

/** SPEC.md section 9: the search fires 1 s after typing stops. */
export const SEARCH_DEBOUNCE_MS = 1000;
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

/**
 * Counts a search for the suggestions of others and the staff's search report (which counts per
 * language: the page's, sent as X-Lang); a failure must never stop the shopper.
 */
function recordKeyword(keyword: string, locale: LocaleCode) {
  void fetch('/graphql', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', 'x-lang': languageOf(locale) },
    body: JSON.stringify({ query: RECORD_KEYWORD, variables: { keyword } }),
  }).catch(() => undefined);
}

const queryOf = (text: string) => text.trim().slice(0, QUICK_SEARCH_MAX_LENGTH);

/** The answer for a text: from this tab's cache at once, else fetched; a newer request aborts the older. */
function useSuggestions(locale: LocaleCode) {
  const request = useRef<AbortController | null>(null);
  const [payload, setPayload] = useState<QuickSearchPayload | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const forget = useCallback(() => {
    request.current?.abort();
    setPayload(null);
    setLoading(false);
    setFailed(false);
  }, []);

  const fetchAnswer = useCallback(
    async (query: string) => {
      const key = `${locale}|${query}`;
      setFailed(false);
      request.current?.abort();
      const cached = answers.get(key);
      if (cached) {
        setLoading(false);
        setPayload(cached);
        return;
      }
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
    [locale],
  );

  useEffect(() => () => request.current?.abort(), []);
  return { payload, loading, failed, fetchAnswer, forget };
}

/** The text of the results page (empty elsewhere), and a key that changes with the page. */
function usePageText(locale: LocaleCode) {
  const { pathname, search } = useLocation();
  const onResultsPage = pathname === localePath(locale, '/search');
  const typedOnPage = onResultsPage ? (new URLSearchParams(search).get('v') ?? '') : '';
  return { typedOnPage, pageKey: `${pathname}\n${typedOnPage}` };
}

export function useQuickSearch(locale: LocaleCode) {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  const suggestions = useSuggestions(locale);
  const { typedOnPage, pageKey } = usePageText(locale);
  const [value, setValue] = useState(typedOnPage);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [pages, setPages] = useState<PanelPages>({ products: 1, designers: 1 });

  // A new page (a result opened, the results page with another text): close and show its text.
  const [shownPage, setShownPage] = useState(pageKey);
  if (shownPage !== pageKey) {
    setShownPage(pageKey);
    setOpen(false);
    setActive(-1);
    setValue(typedOnPage);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const { forget, fetchAnswer } = suggestions;
  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    forget();
    setOpen(false);
    setActive(-1);
  }, [forget]);

  const run = useCallback(
    async (text: string) => {
      const query = queryOf(text);
      if (query === '') return clear();
      setPages({ products: 1, designers: 1 });
      setActive(-1);
      setOpen(true);
      await fetchAnswer(query);
    },
    [clear, fetchAnswer],
  );

  const type = (text: string) => {
    setValue(text);
    window.clearTimeout(timer.current);
    // SPEC.md 9: an empty value clears the results at once.
    if (text.trim() === '') return clear();
    timer.current = window.setTimeout(() => void run(text), SEARCH_DEBOUNCE_MS);
  };

  /** A spoken text (voice search) searches at once. */
  const say = (text: string) => {
    const spoken = text.slice(0, QUICK_SEARCH_MAX_LENGTH);
    setValue(spoken);
    window.clearTimeout(timer.current);
    void run(spoken);
  };

  const openResults = (text: string) => {
    const query = queryOf(text);
    if (query === '') return;
    clear();
    recordKeyword(query, locale);
    void navigate(searchResultsPath(locale, query));
  };

  const content = panelContent(locale, suggestions.payload, pages);

  const choose = (option: Option) => {
    switch (option.kind) {
      case 'more-products':
        return setPages((shown) => ({ ...shown, products: shown.products + 1 }));
      case 'more-designers':
        return setPages((shown) => ({ ...shown, designers: shown.designers + 1 }));
      case 'keyword':
      case 'all':
        return openResults(option.keyword ?? '');
      default:
        clear();
        void navigate(option.href);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    comboboxKey(event, {
      count: content.options.length,
      open,
      active,
      hasAnswer: suggestions.payload !== null,
      setOpen,
      setActive,
      enter: () => {
        const option = open ? content.options[active] : undefined;
        if (option) choose(option);
        else openResults(value);
      },
      escape: () => {
        setValue('');
        clear();
      },
    });

  return {
    ...suggestions,
    value,
    open,
    setOpen,
    active,
    setActive,
    content,
    type,
    say,
    openResults,
    choose,
    onKeyDown,
  };
}

/** The combobox keys (ARIA practices): arrows move and wrap, Home/End jump, Escape closes then clears. */
function comboboxKey(
  event: KeyboardEvent<HTMLInputElement>,
  state: {
    count: number;
    open: boolean;
    active: number;
    hasAnswer: boolean;
    setOpen: (open: boolean) => void;
    setActive: (update: number | ((index: number) => number)) => void;
    enter: () => void;
    escape: () => void;
  },
) {
  const { count, open, active, setOpen, setActive } = state;
  switch (event.key) {
    case 'ArrowDown':
      if (!open && state.hasAnswer) {
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
      else state.escape();
      setActive(-1);
      event.preventDefault();
      break;
    case 'Enter':
      event.preventDefault();
      state.enter();
      break;
  }
}
