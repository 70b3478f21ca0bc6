import { lazy, Suspense, useState } from 'react';
import { useMatches, useSearchParams } from 'react-router';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { useT } from '../../i18n/i18n.ts';
import { useHydrated } from '../cart/add-to-cart-answer.tsx';
import { Banner } from '../ui/banner.tsx';
import { Button } from '../ui/button.tsx';

// The editor and Konva are their own chunks, fetched when the shopper opens the tool (or points at
// its button): the product page's bundle carries only this launcher (docs/decisions/049).
const loadEditor = () => import('./design-editor.tsx');
const DesignEditor = lazy(loadEditor);

/** The product page's data (routes/product.tsx) for this product: its price and its buying form. */
function useProductPrice(productId: string): number | null {
  const matches = useMatches();
  for (const match of matches) {
    const product = (match.data as { product?: { id?: unknown; priceMinor?: unknown } } | undefined)?.product;
    if (product?.id === productId && typeof product.priceMinor === 'number') return product.priceMinor;
  }
  return null;
}

/** What the page's own add-to-cart form holds now (variant, features, quantity): the design joins it. */
function pageCartChoices(): FormData {
  const form = document.querySelector<HTMLFormElement>('form[data-testid="add-to-cart-form"]');
  return form ? new FormData(form) : new FormData();
}

type Editing = { lineId: string; designId: string } | null;

/** `?design=<id>&line=<lineId>`: the cart's "Edit design" reopening a line's design. */
function editingOf(params: URLSearchParams): Editing {
  const designId = params.get('design');
  const lineId = params.get('line');
  return designId && lineId ? { designId, lineId } : null;
}

/**
 * Where an isIDesign product page offers the design tool (issue 22). Without JavaScript it says the
 * tool needs it (the page's add-to-cart still sells the undecorated product); with it, "Design it"
 * opens the editor, loaded on first use.
 */
export function IdesignLauncher({ productId }: { locale: LocaleCode; productId: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  // Only in the browser: the server's (cached) page is the same with or without the parameters.
  const fromCart = hydrated ? editingOf(searchParams) : null;
  // What the shopper did: nothing yet (a cart link opens the tool by itself), or one session.
  const [session, setSession] = useState<{ editing: Editing; open: boolean } | null>(null);
  const current = session ?? (fromCart ? { editing: fromCart, open: true } : null);
  const basePriceMinor = useProductPrice(productId);

  return (
    <>
      <Banner
        tone="info"
        title={t('productPage.idesign.title')}
        action={
          // Disabled until the page runs (no dead button, no shift when it comes alive).
          <Button
            size="sm"
            variant="secondary"
            disabled={!hydrated}
            onPointerEnter={() => void loadEditor()}
            onFocus={() => void loadEditor()}
            onClick={() => setSession({ editing: null, open: true })}
            data-testid="idesign-open"
          >
            {t('productPage.idesign.action')}
          </Button>
        }
      >
        <span data-testid="idesign-launcher">{t('productPage.idesign.text')}</span>
        <noscript>
          <span className="mt-1 block font-semibold" data-testid="idesign-needs-javascript">
            {t('productPage.idesign.needsJavaScript')}
          </span>
        </noscript>
      </Banner>
      {current ? (
        <Suspense fallback={null}>
          <DesignEditor
            productId={productId}
            open={current.open}
            onClose={() => setSession({ editing: current.editing, open: false })}
            basePriceMinor={basePriceMinor}
            editing={current.editing}
            cartChoices={pageCartChoices}
          />
        </Suspense>
      ) : null}
    </>
  );
}
