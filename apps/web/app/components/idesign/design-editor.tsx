import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useFetcher, useNavigate } from 'react-router';
import type { DesignDocument, DesignElement, DesignTextElement } from '@souq/core/idesign/design-document.ts';
import { DESIGN_LIMITS } from '@souq/core/idesign/design-document.ts';
import { countryOf } from '@souq/core/locale/locales.ts';
import { formatMoney } from '@souq/core/money/money.ts';
import { formatTagOf, useLocale, useT } from '../../i18n/i18n.ts';
import { localePath } from '../../lib/locale-routing.ts';
import type { CartActionAnswer } from '../cart/add-to-cart-answer.tsx';
import { refreshSessionHint } from '../layout/session-hint.ts';
import { Banner } from '../ui/banner.tsx';
import { Button } from '../ui/button.tsx';
import { cx } from '../ui/cx.ts';
import { IconButton } from '../ui/icon-button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useModalDialog } from '../ui/use-modal-dialog.ts';
import {
  assetUrl,
  DesignApiError,
  loadDesignSetup,
  loadSavedDesign,
  replaceLineDesign,
  saveDesign,
  uploadDesignAsset,
  type DesignSetup,
} from './design-api.ts';
import { DesignCanvas } from './design-canvas.tsx';
import { familyOf, loadDesignFonts } from './design-fonts.ts';
import { extrasMinor, keepInside, MM_PER_POINT, printDpi, textHeightMm } from './design-geometry.ts';
import {
  designReducer,
  elementsOf,
  emptyDocument,
  newElementId,
  startHistory,
  withStages,
  type DesignChange,
} from './design-history.ts';
import { DesignPanel } from './design-panel.tsx';

export interface DesignEditorProps {
  productId: string;
  open: boolean;
  onClose: () => void;
  /** The product's unit price on the page (before the design's extras), when the page has it. */
  basePriceMinor: number | null;
  /** The cart line whose design is being changed ("Edit design" in the cart), and its design. */
  editing: { lineId: string; designId: string } | null;
  /** The product page's own add-to-cart choices (variant, features, quantity) at the time of adding. */
  cartChoices: () => FormData;
}

/** What the editor opened with; `design`: the saved design it edits, null for a new one. */
type Loaded = { setup: DesignSetup; document: DesignDocument; design: string | null };

/** Text width in millimetres, measured with the canvas the editor draws with. */
function measureTextMm(text: string, family: string, sizePt: number): number {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return text.length * sizePt * MM_PER_POINT * 0.6;
  const pxPerMm = 10;
  context.font = `${sizePt * MM_PER_POINT * pxPerMm}px "${family}"`;
  const widest = Math.max(...text.split('\n').map((line) => context.measureText(line).width));
  // A little room so the last glyph's overhang is not clipped in the print file.
  return Math.ceil((widest / pxPerMm + sizePt * MM_PER_POINT * 0.2) * 100) / 100;
}

/**
 * The design tool (issue 22, docs/decisions/049): a modal dialog, full screen on a phone and a wide
 * panel at the end edge on a desktop, loaded only when the shopper opens it. The stages are steps;
 * the canvas is Konva (design-canvas.tsx); the document and its undo history are a reducer
 * (design-history.ts). "Add to cart" saves the design, then posts the page's add-to-cart with its id.
 */
export default function DesignEditor(props: DesignEditorProps) {
  const { productId, open, onClose, editing } = props;
  const t = useT();
  const { locale } = useLocale();
  const titleId = useId();
  const dialog = useModalDialog(open, onClose);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [fontsVersion, setFontsVersion] = useState(0);
  const editedDesign = editing?.designId ?? null;

  useEffect(() => {
    let cancelled = false;
    const failed = t('productPage.idesign.editor.loadFailed');
    (async () => {
      const setup = await loadDesignSetup(locale, productId, failed);
      const stageIds = setup.stages.map((stage) => stage.id);
      const saved = editedDesign ? await loadSavedDesign(locale, editedDesign, failed) : null;
      const document = saved ? withStages(saved.document, stageIds) : emptyDocument(productId, stageIds);
      if (cancelled) return;
      setLoaded({ setup, document, design: editedDesign });
      await loadDesignFonts(setup.fonts);
      if (!cancelled) setFontsVersion((version) => version + 1);
    })().catch((error: unknown) => {
      if (!cancelled) setLoadError(error instanceof DesignApiError ? error.message : failed);
    });
    return () => {
      cancelled = true;
    };
    // Once per product and saved design (the `editing` object is remade by the launcher's renders);
    // `t` changes with the language only.
  }, [locale, productId, editedDesign]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      data-testid="design-editor"
      className={cx(
        'fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none flex-col bg-surface p-0 text-ink open:flex',
        'lg:start-auto lg:end-0 lg:w-[min(72rem,94vw)] lg:shadow-overlay',
        'backdrop:bg-ink/40 backdrop:animate-fade-in',
      )}
    >
      {loaded && loaded.design === editedDesign ? (
        <EditorBody
          key={editedDesign ?? 'new'}
          {...props}
          titleId={titleId}
          loaded={loaded}
          fontsVersion={fontsVersion}
        />
      ) : (
        <div className="flex flex-1 flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3">
            <h2 id={titleId} className="text-lg font-bold">
              {t('productPage.idesign.editor.title')}
            </h2>
            <IconButton icon="close" label={t('ui.close')} size="sm" onClick={onClose} />
          </div>
          <div className="grid flex-1 place-items-center p-6">
            {loadError ? (
              <Banner tone="error">{loadError}</Banner>
            ) : (
              <p className="flex items-center gap-2 text-ink-muted">
                <Spinner /> {t('productPage.idesign.editor.loading')}
              </p>
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}

function EditorBody({
  onClose,
  editing,
  basePriceMinor,
  cartChoices,
  titleId,
  loaded,
  fontsVersion,
}: DesignEditorProps & { titleId: string; loaded: Loaded; fontsVersion: number }) {
  const t = useT();
  const { locale, language, digits } = useLocale();
  const navigate = useNavigate();
  const { setup } = loaded;
  const [history, dispatch] = useReducer(designReducer, loaded.document, startHistory);
  const document = history.present;
  const [stageId, setStageId] = useState(setup.stages[0]?.id ?? '');
  const stage = setup.stages.find((candidate) => candidate.id === stageId) ?? setup.stages[0]!;
  const elements = elementsOf(document, stage.id);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = elements.find((element) => element.id === selectedId) ?? null;
  const [zoom, setZoom] = useState(1);
  const [assets, setAssets] = useState<Record<string, { widthPx: number; heightPx: number; url: string }>>(
    {},
  );
  const [busy, setBusy] = useState<'upload' | 'save' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const cart = useFetcher<CartActionAnswer>();
  const family = useCallback((fontId: string) => familyOf(setup.fonts, fontId), [setup.fonts]);
  const money = (minor: number) => formatMoney(minor, setup.currency, language, { digits });
  const extras = extrasMinor(document.stages, setup.stageExtraMinor);
  const stageName = (candidate: DesignSetup['stages'][number]) =>
    candidate.label ?? (language === 'ar' ? candidate.arName : candidate.name);

  const change = (action: DesignChange) => {
    setProblem(null);
    dispatch(action);
  };
  const update = (element: DesignElement) => change({ type: 'update', stageId: stage.id, element });

  const addText = () => {
    const text = t('productPage.idesign.editor.sampleText');
    const font = setup.fonts[0]?.id ?? 'ibm-plex-sans-arabic';
    const sizePt = Math.min(36, DESIGN_LIMITS.maxFontSizePt);
    const widthMm = measureTextMm(text, family(font), sizePt);
    const heightMm = textHeightMm(text, sizePt);
    const element: DesignTextElement = keepInside(
      {
        id: newElementId(document),
        type: 'text',
        text,
        font: font as DesignTextElement['font'],
        sizePt,
        color: stage.palette[0] ?? '#000000',
        align: 'center',
        direction: 'auto',
        xMm: (stage.printWidthMm - widthMm) / 2,
        yMm: (stage.printHeightMm - heightMm) / 2,
        widthMm,
        heightMm,
        rotation: 0,
      },
      stage,
    );
    change({ type: 'add', stageId: stage.id, element });
    setSelectedId(element.id);
  };

  /** A text changed in the panel: its box follows its new measure about the same centre. */
  const updateText = (element: DesignTextElement) => {
    const widthMm = measureTextMm(element.text || ' ', family(element.font), element.sizePt);
    const heightMm = textHeightMm(element.text, element.sizePt);
    const centreX = element.xMm + element.widthMm / 2;
    const centreY = element.yMm + element.heightMm / 2;
    update(
      keepInside(
        { ...element, widthMm, heightMm, xMm: centreX - widthMm / 2, yMm: centreY - heightMm / 2 },
        stage,
      ),
    );
  };

  const addImage = async (file: File) => {
    setBusy('upload');
    setProblem(null);
    try {
      const asset = await uploadDesignAsset(locale, file, t('productPage.idesign.editor.uploadFailed'));
      setAssets((known) => ({ ...known, [asset.assetId]: asset }));
      // As large as fits in two thirds of the printable area, keeping the picture's proportions.
      const ratio = asset.heightPx / Math.max(1, asset.widthPx);
      const widthMm = Math.min((stage.printWidthMm * 2) / 3, (stage.printHeightMm * 2) / 3 / ratio);
      const heightMm = widthMm * ratio;
      const element = keepInside(
        {
          id: newElementId(document),
          type: 'image' as const,
          assetId: asset.assetId,
          xMm: (stage.printWidthMm - widthMm) / 2,
          yMm: (stage.printHeightMm - heightMm) / 2,
          widthMm,
          heightMm,
          rotation: 0,
        },
        stage,
      );
      change({ type: 'add', stageId: stage.id, element });
      setSelectedId(element.id);
    } catch (error) {
      setProblem(
        error instanceof DesignApiError ? error.message : t('productPage.idesign.editor.uploadFailed'),
      );
    } finally {
      setBusy(null);
    }
  };

  const bodyRef = useRef<HTMLDivElement>(null);
  const remove = (elementId: string) => {
    change({ type: 'remove', stageId: stage.id, elementId });
    setSelectedId(null);
    // The removed element's button took the focus with it: keep the keys inside the editor.
    bodyRef.current?.querySelector<HTMLElement>('[data-testid="design-canvas"]')?.focus();
  };

  const nudge = (dxMm: number, dyMm: number) => {
    if (selected)
      update(keepInside({ ...selected, xMm: selected.xMm + dxMm, yMm: selected.yMm + dyMm }, stage));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const typing = target.closest('input, textarea, select, [contenteditable="true"]') !== null;
    const mod = event.ctrlKey || event.metaKey;
    if (mod && !typing && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      change({ type: event.shiftKey ? 'redo' : 'undo' });
      return;
    }
    if (mod && !typing && event.key.toLowerCase() === 'y') {
      event.preventDefault();
      change({ type: 'redo' });
      return;
    }
    if (typing || !selected) return;
    const step = event.shiftKey ? 10 : 1;
    // Arrows move on screen: left is left in Arabic too (the canvas is not mirrored).
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      nudge(move[0], move[1]);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove(selected.id);
    }
  };

  const missingRequired = setup.stages.find(
    (candidate) => candidate.required && elementsOf(document, candidate.id).length === 0,
  );
  const empty = document.stages.every((candidate) => candidate.elements.length === 0);

  /** The element a refusal names (`stages[1].elements[0]…`), shown selected on its stage. */
  const showRefused = (path: string | undefined) => {
    const at = path ? /stages\D*(\d+)\D+elements\D*(\d+)/.exec(path) : null;
    const refusedStage = at ? document.stages[Number(at[1])] : undefined;
    const refused = refusedStage?.elements[Number(at?.[2])];
    if (!refusedStage || !refused) return;
    setStageId(refusedStage.stageId);
    setSelectedId(refused.id);
  };

  const submit = async () => {
    if (missingRequired) {
      setStageId(missingRequired.id);
      setProblem(t('productPage.idesign.editor.requiredMissing', { stage: stageName(missingRequired) }));
      return;
    }
    if (empty) {
      setProblem(t('productPage.idesign.editor.nothingYet'));
      return;
    }
    setBusy('save');
    setProblem(null);
    const failed = t('productPage.idesign.editor.saveFailed');
    try {
      const saved = await saveDesign(locale, document, failed);
      if (editing) {
        await replaceLineDesign(locale, editing.lineId, saved.designId, failed);
        await navigate(localePath(locale, '/cart'));
        return;
      }
      const form = cartChoices();
      form.set('intent', 'add');
      form.delete('next');
      form.set('designId', saved.designId);
      await cart.submit(form, { method: 'post', action: localePath(locale, '/cart') });
    } catch (error) {
      if (error instanceof DesignApiError) {
        setProblem(error.message);
        showRefused(error.path);
      } else setProblem(failed);
    } finally {
      setBusy(null);
    }
  };

  useEffect(() => {
    if (cart.state === 'idle' && cart.data?.ok) void refreshSessionHint(countryOf(locale));
  }, [cart.state, cart.data, locale]);

  const stageUrls = useMemo(() => {
    const urls: Record<string, string> = {};
    for (const element of document.stages.flatMap((candidate) => candidate.elements))
      if (element.type === 'image')
        urls[element.assetId] = assets[element.assetId]?.url ?? assetUrl(element.assetId);
    return urls;
  }, [document, assets]);

  const lowResolution =
    selected?.type === 'image' && assets[selected.assetId]
      ? printDpi(assets[selected.assetId]!.widthPx, selected.widthMm)
      : null;
  const cartAnswer = cart.state === 'idle' ? cart.data : undefined;

  return (
    <div ref={bodyRef} className="flex min-h-0 flex-1 flex-col" onKeyDown={onKeyDown}>
      <header className="flex items-center gap-2 border-b border-line px-4 py-2">
        <h2 id={titleId} className="me-auto text-lg font-bold">
          {t('productPage.idesign.editor.title')}
        </h2>
        <IconButton icon="close" label={t('ui.close')} size="sm" onClick={onClose} />
      </header>
      <nav aria-label={t('productPage.idesign.editor.stages')} className="border-b border-line px-4 py-2">
        <ol className="flex gap-2 overflow-x-auto">
          {setup.stages.map((candidate, index) => {
            const count = elementsOf(document, candidate.id).length;
            const current = candidate.id === stage.id;
            return (
              <li key={candidate.id}>
                <button
                  type="button"
                  aria-current={current ? 'step' : undefined}
                  onClick={() => {
                    setStageId(candidate.id);
                    setSelectedId(null);
                  }}
                  data-testid="design-stage"
                  className={cx(
                    'flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-semibold whitespace-nowrap',
                    current ? 'border-brand bg-brand text-white' : 'border-line-strong bg-surface text-ink',
                  )}
                >
                  <span className="num">
                    {(index + 1).toLocaleString(digits === 'arab' ? 'ar-EG' : 'en')}
                  </span>
                  <span>{stageName(candidate)}</span>
                  {candidate.required ? (
                    <span className={cx('text-xs', current ? 'text-white' : 'text-danger')}>
                      {t('productPage.idesign.editor.required')}
                    </span>
                  ) : null}
                  {count > 0 ? <span aria-hidden="true">✓</span> : null}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        <div className="relative min-h-[45dvh] flex-1 bg-sand/50 lg:min-h-0">
          <div
            role="toolbar"
            aria-label={t('productPage.idesign.editor.tools')}
            className="absolute start-2 top-2 z-10 flex items-center gap-1 rounded-full bg-surface/95 px-1 shadow-sm"
          >
            <Button
              size="sm"
              variant="ghost"
              disabled={history.past.length === 0}
              onClick={() => change({ type: 'undo' })}
              aria-keyshortcuts="Control+Z"
            >
              {t('productPage.idesign.editor.undo')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={history.future.length === 0}
              onClick={() => change({ type: 'redo' })}
              aria-keyshortcuts="Control+Y"
            >
              {t('productPage.idesign.editor.redo')}
            </Button>
            <IconButton
              icon="minus"
              size="sm"
              label={t('productPage.idesign.editor.zoomOut')}
              onClick={() => setZoom((value) => Math.max(0.5, value / 1.25))}
            />
            <span className="num w-12 text-center text-sm text-ink-muted" aria-live="polite">
              {new Intl.NumberFormat(formatTagOf(language, digits), {
                style: 'percent',
              }).format(zoom)}
            </span>
            <IconButton
              icon="plus"
              size="sm"
              label={t('productPage.idesign.editor.zoomIn')}
              onClick={() => setZoom((value) => Math.min(4, value * 1.25))}
            />
          </div>
          <DesignCanvas
            stage={stage}
            baseImageUrl={setup.baseImageUrls[stage.id] ?? ''}
            elements={elements}
            assetUrls={stageUrls}
            familyOf={family}
            selectedId={selected?.id ?? null}
            onSelect={setSelectedId}
            onChange={update}
            zoom={zoom}
            onZoom={(value) => setZoom(Math.min(4, Math.max(0.5, value)))}
            fontsVersion={fontsVersion}
            label={t('productPage.idesign.editor.canvasLabel', { stage: stageName(stage) })}
          />
        </div>
        <DesignPanel
          setup={setup}
          stage={stage}
          elements={elements}
          selected={selected}
          onSelect={setSelectedId}
          onAddText={addText}
          onAddImage={addImage}
          onUpdateText={updateText}
          onUpdate={(element) => update(keepInside(element, stage))}
          onRemove={remove}
          onResetStage={() => {
            change({ type: 'resetStage', stageId: stage.id });
            setSelectedId(null);
          }}
          uploading={busy === 'upload'}
          lowResolutionDpi={
            lowResolution !== null && lowResolution < DESIGN_LIMITS.minPrintDpi ? lowResolution : null
          }
          stageExtra={money(setup.stageExtraMinor[stage.id] ?? 0)}
        />
      </div>
      <footer className="flex flex-wrap items-center gap-3 border-t border-line px-4 py-3">
        <div className="me-auto text-sm" data-testid="design-price" aria-live="polite">
          <p className="text-ink-muted">
            {t('productPage.idesign.editor.extras')}{' '}
            <span className="num font-semibold text-ink" data-testid="design-extras">
              {money(extras)}
            </span>
          </p>
          {basePriceMinor !== null ? (
            <p className="text-ink-muted">
              {t('productPage.idesign.editor.total')}{' '}
              <span className="num text-base font-bold text-ink" data-testid="design-total">
                {money(basePriceMinor + extras)}
              </span>
            </p>
          ) : null}
        </div>
        {problem ? (
          <p
            role="alert"
            className="w-full text-sm font-medium text-danger lg:order-first"
            data-testid="design-problem"
          >
            {problem}
          </p>
        ) : null}
        {cartAnswer && !cartAnswer.ok ? (
          <p role="alert" className="w-full text-sm font-medium text-danger lg:order-first">
            {cartAnswer.error.message}
          </p>
        ) : null}
        {cartAnswer?.ok ? (
          <p role="status" className="text-sm font-semibold text-success" data-testid="design-added">
            {t('productPage.idesign.editor.added')}{' '}
            <a href={localePath(locale, '/cart')} className="underline">
              {t('cart.viewCart')}
            </a>
          </p>
        ) : null}
        <Button
          onClick={() => void submit()}
          loading={busy === 'save' || cart.state !== 'idle'}
          disabled={busy === 'upload'}
          data-testid="design-submit"
        >
          {editing ? t('productPage.idesign.editor.saveChanges') : t('productPage.idesign.editor.addToCart')}
        </Button>
      </footer>
    </div>
  );
}
