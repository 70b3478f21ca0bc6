import { useId, useRef } from 'react';
import type { DesignElement, DesignStage, DesignTextElement } from '@souq/core/idesign/design-document.ts';
import { DESIGN_LIMITS } from '@souq/core/idesign/design-document.ts';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../ui/button.tsx';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon.tsx';
import type { DesignSetup } from './design-api.ts';

export interface DesignPanelProps {
  setup: DesignSetup;
  stage: DesignStage;
  elements: DesignElement[];
  selected: DesignElement | null;
  onSelect: (id: string) => void;
  onAddText: () => void;
  onAddImage: (file: File) => void;
  onUpdateText: (element: DesignTextElement) => void;
  onUpdate: (element: DesignElement) => void;
  onRemove: (id: string) => void;
  onResetStage: () => void;
  uploading: boolean;
  /** The selected picture's print resolution when it is below the warning line. */
  lowResolutionDpi: number | null;
  /** What this stage adds to the price once it has an element, formatted. */
  stageExtra: string;
}

const fieldClasses =
  'w-full rounded-lg border border-control bg-surface px-3 py-2 text-sm text-ink focus:border-brand focus:outline-none';

/**
 * The tools beside (desktop) or under (phone) the canvas: add text or a picture, the stage's
 * elements as a keyboard-reachable list, and the selected element's settings.
 */
export function DesignPanel(props: DesignPanelProps) {
  const t = useT();
  const { stage, elements, selected } = props;
  const fileRef = useRef<HTMLInputElement>(null);
  const full = elements.length >= DESIGN_LIMITS.maxElementsPerStage;
  const allows = (type: DesignElement['type']) => stage.allowedElements.includes(type);
  return (
    <aside className="flex max-h-[40dvh] w-full flex-col gap-4 overflow-y-auto border-line p-4 lg:max-h-none lg:w-80 lg:border-s">
      <p className="text-xs text-ink-muted">
        {t('productPage.idesign.editor.stageExtra', { price: props.stageExtra })}
      </p>
      <div className="flex flex-wrap gap-2">
        {allows('text') ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={props.onAddText}
            disabled={full}
            data-testid="design-add-text"
          >
            {t('productPage.idesign.editor.addText')}
          </Button>
        ) : null}
        {allows('image') ? (
          <>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => fileRef.current?.click()}
              disabled={full}
              loading={props.uploading}
              icon={<Icon name="upload" size={16} />}
            >
              {t('productPage.idesign.editor.addImage')}
            </Button>
            <input
              ref={fileRef}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              data-testid="design-image-input"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (file) props.onAddImage(file);
              }}
            />
          </>
        ) : null}
      </div>
      {full ? (
        <p className="text-xs text-warning">
          {t('productPage.idesign.editor.elementLimit', { count: DESIGN_LIMITS.maxElementsPerStage })}
        </p>
      ) : null}
      {elements.length > 0 ? (
        <section aria-labelledby="design-layers" className="flex flex-col gap-2">
          <div className="flex items-center justify-between">
            <h3 id="design-layers" className="text-sm font-bold">
              {t('productPage.idesign.editor.layers')}
            </h3>
            <Button size="sm" variant="ghost" onClick={props.onResetStage} data-testid="design-reset">
              {t('productPage.idesign.editor.resetStage')}
            </Button>
          </div>
          <ul className="flex flex-col gap-1">
            {elements.map((element, index) => (
              <li key={element.id}>
                <button
                  type="button"
                  aria-pressed={element.id === selected?.id}
                  onClick={() => props.onSelect(element.id)}
                  data-testid="design-layer"
                  className={cx(
                    'w-full truncate rounded-lg border px-3 py-1.5 text-start text-sm',
                    element.id === selected?.id ? 'border-brand bg-brand/10' : 'border-line',
                  )}
                >
                  {element.type === 'text' ? (
                    <bdi>{element.text || t('productPage.idesign.editor.emptyText')}</bdi>
                  ) : (
                    t('productPage.idesign.editor.imageLayer', { number: index + 1 })
                  )}
                </button>
              </li>
            ))}
          </ul>
          <p className="text-xs text-ink-muted">{t('productPage.idesign.editor.keysHint')}</p>
        </section>
      ) : (
        <p className="text-sm text-ink-muted">{t('productPage.idesign.editor.emptyStage')}</p>
      )}
      {selected?.type === 'text' ? <TextSettings {...props} element={selected} /> : null}
      {selected ? <PlacementSettings {...props} element={selected} /> : null}
      {selected?.type === 'image' && props.lowResolutionDpi !== null ? (
        <p
          role="status"
          className="rounded-lg bg-warning/10 p-3 text-sm text-warning"
          data-testid="design-low-resolution"
        >
          {t('productPage.idesign.editor.lowResolution', {
            dpi: props.lowResolutionDpi,
            minimum: DESIGN_LIMITS.minPrintDpi,
          })}
        </p>
      ) : null}
      {selected ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => props.onRemove(selected.id)}
          icon={<Icon name="trash" size={16} />}
        >
          {t('productPage.idesign.editor.remove')}
        </Button>
      ) : null}
    </aside>
  );
}

function TextSettings({
  setup,
  stage,
  element,
  onUpdateText,
}: DesignPanelProps & { element: DesignTextElement }) {
  const t = useT();
  const id = useId();
  const set = (patch: Partial<DesignTextElement>) => onUpdateText({ ...element, ...patch });
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h3 id={`${id}-heading`} className="text-sm font-bold">
        {t('productPage.idesign.editor.textSettings')}
      </h3>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t('productPage.idesign.editor.text')}
        <textarea
          dir="auto"
          rows={2}
          maxLength={DESIGN_LIMITS.maxTextLength}
          value={element.text}
          onChange={(event) => set({ text: event.currentTarget.value })}
          className={cx(fieldClasses, 'font-normal')}
          data-testid="design-text-input"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t('productPage.idesign.editor.font')}
        <select
          value={element.font}
          onChange={(event) => set({ font: event.currentTarget.value as DesignTextElement['font'] })}
          className={cx(fieldClasses, 'font-normal')}
        >
          {setup.fonts.map((font) => (
            <option key={font.id} value={font.id}>
              {font.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t('productPage.idesign.editor.size')}
        <input
          type="number"
          inputMode="numeric"
          min={DESIGN_LIMITS.minFontSizePt}
          max={DESIGN_LIMITS.maxFontSizePt}
          value={element.sizePt}
          onChange={(event) => {
            const size = Number(event.currentTarget.value);
            if (
              Number.isFinite(size) &&
              size >= DESIGN_LIMITS.minFontSizePt &&
              size <= DESIGN_LIMITS.maxFontSizePt
            )
              set({ sizePt: size });
          }}
          className={cx(fieldClasses, 'font-normal')}
        />
      </label>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold">{t('productPage.idesign.editor.colour')}</legend>
        <div className="flex flex-wrap gap-2">
          {stage.palette.map((colour) => (
            <label key={colour} className="relative cursor-pointer">
              <input
                type="radio"
                name={`${id}-colour`}
                value={colour}
                checked={element.color === colour}
                onChange={() => set({ color: colour })}
                className="peer sr-only"
              />
              <span
                className="block size-8 rounded-full border-2 border-line peer-checked:border-ink peer-focus-visible:ring-2 peer-focus-visible:ring-brand"
                style={{ backgroundColor: colour }}
              />
              <span className="sr-only">{colour}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold">{t('productPage.idesign.editor.align')}</legend>
        <div className="flex gap-2">
          {(['start', 'center', 'end'] as const).map((align) => (
            <Button
              key={align}
              size="sm"
              variant={element.align === align ? 'primary' : 'secondary'}
              aria-pressed={element.align === align}
              onClick={() => set({ align })}
            >
              {t(`productPage.idesign.editor.aligns.${align}`)}
            </Button>
          ))}
        </div>
      </fieldset>
    </section>
  );
}

/**
 * Rotation (and a picture's size) by the keyboard too: the canvas handles need a pointer. Changes
 * keep the element's centre; the editor keeps it inside the printable area.
 */
function PlacementSettings({ stage, element, onUpdate }: DesignPanelProps & { element: DesignElement }) {
  const t = useT();
  const resize = (widthMm: number) => {
    const heightMm = (element.heightMm / element.widthMm) * widthMm;
    onUpdate({
      ...element,
      widthMm,
      heightMm,
      xMm: element.xMm + (element.widthMm - widthMm) / 2,
      yMm: element.yMm + (element.heightMm - heightMm) / 2,
    });
  };
  return (
    <div className="flex flex-col gap-3">
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t('productPage.idesign.editor.rotation')}
        <input
          type="number"
          inputMode="numeric"
          min={-180}
          max={180}
          step={1}
          value={element.rotation}
          onChange={(event) => {
            const rotation = Number(event.currentTarget.value);
            if (Number.isFinite(rotation) && rotation >= -180 && rotation <= 180)
              onUpdate({ ...element, rotation });
          }}
          className={cx(fieldClasses, 'font-normal')}
          data-testid="design-rotation"
        />
      </label>
      {element.type === 'image' ? (
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t('productPage.idesign.editor.pictureSize')}
          <input
            type="range"
            min={5}
            max={Math.round(stage.printWidthMm)}
            step={1}
            value={Math.round(element.widthMm)}
            onChange={(event) => resize(Number(event.currentTarget.value))}
            className="accent-brand"
          />
        </label>
      ) : null}
    </div>
  );
}
