/**
 * The design stages of an iDesign product in the dashboard's product form (issue 22): per stage its
 * names, picture, printable rectangle, printed size, allowed elements, palette, required flag and
 * extra prices, with a preview of the rectangle on the picture.
 *
 * Works without JavaScript: the fields are plain inputs named `idesignStages.<n>.<field>`, the
 * palette is a comma-separated text field, and add, remove and move are submit buttons of the
 * product form (`stageOp`) that the action applies while saving. With JavaScript the same buttons
 * change the rows in place, colour pickers edit the palette's text, and the preview follows the
 * fields; the text field stays the one source of the palette either way.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { DesignStageInput, EditableDesignStage } from '@souq/core/admin/design-stage-input.ts';
import { uploadUrl } from '@souq/core/idesign/design-urls.ts';
import { COUNTRIES, currencyOfCountry, toWesternDigits } from '@souq/core/locale/locales.ts';
import { currencyLabel, toMajorUnits } from '@souq/core/money/money.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { useHydrated } from '../cart/add-to-cart-answer.tsx';
import { buttonClasses } from '../ui/button-styles.ts';
import { Checkbox } from '../ui/checkbox.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Icon } from '../ui/icon.tsx';
import { Input } from '../ui/input.tsx';
import { Select } from '../ui/select.tsx';

export interface StagePicture {
  path: string;
  label: string;
}

/** One stage's fields as the form shows them (text, as typed or as saved). */
interface StageDraft {
  /** '' for a stage not saved yet. */
  id: string;
  name: string;
  arName: string;
  baseImage: string;
  printArea: Record<'xPx' | 'yPx' | 'widthPx' | 'heightPx', string>;
  printWidthMm: string;
  printHeightMm: string;
  allowedElements: string[];
  palette: string;
  required: boolean;
  extraPrice: Record<(typeof COUNTRIES)[number], string>;
}

interface Row {
  key: string;
  draft: StageDraft;
}

const BLANK: StageDraft = {
  id: '',
  name: '',
  arName: '',
  baseImage: '',
  printArea: { xPx: '', yPx: '', widthPx: '', heightPx: '' },
  printWidthMm: '',
  printHeightMm: '',
  allowedElements: ['text', 'image'],
  palette: '#111111',
  required: false,
  extraPrice: { eg: '0', sa: '0', ae: '0' },
};

const draftOfStage = (stage: EditableDesignStage): StageDraft => ({
  id: stage.id ?? '',
  name: stage.name,
  arName: stage.arName,
  baseImage: stage.baseImage ?? '',
  printArea: {
    xPx: String(stage.printArea?.xPx ?? ''),
    yPx: String(stage.printArea?.yPx ?? ''),
    widthPx: String(stage.printArea?.widthPx ?? ''),
    heightPx: String(stage.printArea?.heightPx ?? ''),
  },
  printWidthMm: String(stage.printWidthMm ?? ''),
  printHeightMm: String(stage.printHeightMm ?? ''),
  allowedElements: stage.allowedElements,
  palette: stage.palette.join(', '),
  required: stage.required,
  extraPrice: Object.fromEntries(
    COUNTRIES.map((country) => [
      country,
      String(toMajorUnits(stage.extraPrice[country], currencyOfCountry(country))),
    ]),
  ) as StageDraft['extraPrice'],
});

const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** A posted row shown again after a refused save (without JavaScript the page is drawn anew). */
const draftOfInput = (row: DesignStageInput): StageDraft => ({
  id: textOf(row.id),
  name: textOf(row.name),
  arName: textOf(row.arName),
  baseImage: textOf(row.baseImage),
  printArea: {
    xPx: textOf(row.printArea?.xPx),
    yPx: textOf(row.printArea?.yPx),
    widthPx: textOf(row.printArea?.widthPx),
    heightPx: textOf(row.printArea?.heightPx),
  },
  printWidthMm: textOf(row.printWidthMm),
  printHeightMm: textOf(row.printHeightMm),
  allowedElements: (row.allowedElements ?? []).map(textOf),
  palette: Array.isArray(row.palette) ? row.palette.map(textOf).join(', ') : textOf(row.palette),
  required: row.required === true || row.required === 'on',
  extraPrice: Object.fromEntries(
    COUNTRIES.map((country) => [country, textOf(row.extraPrice?.[country])]),
  ) as StageDraft['extraPrice'],
});

const field = (index: number, name: string) => `idesignStages.${index}.${name}`;
const pixels = (value: string): number | null => {
  const western = toWesternDigits(value.trim());
  return /^\d{1,6}$/.test(western) ? Number(western) : null;
};
const splitPalette = (value: string) => value.split(/[\s,\u060c]+/).filter((part) => part !== '');

export function DesignStagesEditor({
  stages,
  posted,
  pictures,
  blankRows,
  error,
}: {
  stages: EditableDesignStage[];
  /** The rows of a refused save, shown as posted so each error sits under its field. */
  posted?: DesignStageInput[] | null;
  pictures: StagePicture[];
  /** Blank rows after the saved stages (one after a no-JavaScript "add a stage"). */
  blankRows: number;
  error: (field: string) => string | undefined;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const [rows, setRows] = useState<Row[]>(() =>
    posted
      ? posted.map((row, index) => ({ key: `posted-${index}`, draft: draftOfInput(row) }))
      : [
          ...stages.map((stage, index) => ({
            key: stage.id ?? `saved-${index}`,
            draft: draftOfStage(stage),
          })),
          ...Array.from({ length: blankRows }, (_, index) => ({ key: `blank-${index}`, draft: BLANK })),
        ],
  );
  // The sizes the saved stages know for their pictures: the preview's frame before the picture loads.
  const sizes = new Map(
    stages.flatMap((stage) =>
      stage.baseImage && stage.baseWidthPx && stage.baseHeightPx
        ? [[stage.baseImage, { widthPx: stage.baseWidthPx, heightPx: stage.baseHeightPx }] as const]
        : [],
    ),
  );
  // The buttons submit the form without JavaScript; with it they change the rows here instead.
  const inPlace = (change: (rows: Row[]) => Row[]) => (event: { preventDefault(): void }) => {
    if (!hydrated) return;
    event.preventDefault();
    setRows(change);
  };
  const move = (index: number, step: -1 | 1) => (current: Row[]) => {
    const moved = [...current];
    const [row] = moved.splice(index, 1);
    moved.splice(index + step, 0, row!);
    return moved;
  };

  return (
    <div className="flex flex-col gap-4" data-testid="design-stages">
      <p className="text-xs text-ink-muted">{t('admin.products.editor.stages.hint')}</p>
      <input type="hidden" name="stageCount" value={rows.length} />
      {error('idesignStages') ? <p className="text-sm text-danger">{error('idesignStages')}</p> : null}
      <ol className="flex flex-col gap-4">
        {rows.map((row, index) => (
          <li
            key={row.key}
            className="flex flex-col gap-4 rounded-card border border-line bg-canvas p-4"
            data-testid="design-stage"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-ink">
                {row.draft.id
                  ? t('admin.products.editor.stages.stage', { number: index + 1 })
                  : t('admin.products.editor.stages.newStage', { number: index + 1 })}
              </h3>
              <span className="flex items-center gap-1">
                <StageButton
                  value={`up:${index}`}
                  label={t('admin.products.editor.stages.moveUp', { number: index + 1 })}
                  icon="chevron-down"
                  flip
                  disabled={index === 0}
                  onClick={inPlace(move(index, -1))}
                />
                <StageButton
                  value={`down:${index}`}
                  label={t('admin.products.editor.stages.moveDown', { number: index + 1 })}
                  icon="chevron-down"
                  disabled={index === rows.length - 1}
                  onClick={inPlace(move(index, 1))}
                />
                <StageButton
                  value={`remove:${index}`}
                  label={t('admin.products.editor.stages.remove', { number: index + 1 })}
                  icon="trash"
                  onClick={inPlace((current) => current.filter((_, at) => at !== index))}
                />
              </span>
            </div>
            {error(`idesignStages.${index}`) ? (
              <p className="text-xs text-danger">{error(`idesignStages.${index}`)}</p>
            ) : null}
            <StageFields index={index} draft={row.draft} pictures={pictures} sizes={sizes} error={error} />
          </li>
        ))}
      </ol>
      <div>
        <button
          type="submit"
          name="stageOp"
          value="add"
          formNoValidate
          className={buttonClasses({ size: 'sm', variant: 'secondary' })}
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            const key = `new-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
            setRows((current) => [...current, { key, draft: BLANK }]);
          }}
          data-testid="design-stage-add"
        >
          <Icon name="plus" size={16} />
          {t('admin.products.editor.stages.add')}
        </button>
        {hydrated ? null : (
          <p className="mt-1 text-xs text-ink-muted">{t('admin.products.editor.stages.opsHint')}</p>
        )}
      </div>
    </div>
  );
}

function StageButton({
  value,
  label,
  icon,
  flip,
  disabled,
  onClick,
}: {
  value: string;
  label: string;
  icon: 'chevron-down' | 'trash';
  flip?: boolean;
  disabled?: boolean;
  onClick: (event: { preventDefault(): void }) => void;
}) {
  return (
    <button
      type="submit"
      name="stageOp"
      value={value}
      formNoValidate
      disabled={disabled}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={buttonClasses({ size: 'sm', variant: 'ghost' })}
    >
      <Icon name={icon} size={16} className={flip ? 'rotate-180' : undefined} />
    </button>
  );
}

function StageFields({
  index,
  draft,
  pictures,
  sizes,
  error,
}: {
  index: number;
  draft: StageDraft;
  pictures: StagePicture[];
  sizes: ReadonlyMap<string, { widthPx: number; heightPx: number }>;
  error: (field: string) => string | undefined;
}) {
  const t = useT();
  const { language } = useLocale();
  const [picture, setPicture] = useState(draft.baseImage);
  const [area, setArea] = useState(draft.printArea);
  const options = pictures.map((item) => ({ value: item.path, label: item.label }));
  // A saved stage may use a picture that is not (or no longer) one of the product's own: kept.
  if (draft.baseImage && !pictures.some((item) => item.path === draft.baseImage))
    options.unshift({ value: draft.baseImage, label: t('admin.products.editor.stages.pictureCurrent') });
  const areaInput = (key: keyof typeof area, label: string) => (
    <FormField label={label} className="w-28">
      <Input
        name={field(index, `printArea.${key}`)}
        defaultValue={area[key]}
        inputMode="numeric"
        dir="ltr"
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          setArea((current) => ({ ...current, [key]: event.target.value }))
        }
      />
    </FormField>
  );

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="flex flex-col gap-4">
        {draft.id ? <input type="hidden" name={field(index, 'id')} value={draft.id} /> : null}
        <div className="grid gap-4 md:grid-cols-2">
          <FormField
            label={t('admin.products.editor.stages.name')}
            error={error(field(index, 'name'))}
            required
          >
            <Input name={field(index, 'name')} defaultValue={draft.name} dir="ltr" lang="en" />
          </FormField>
          <FormField
            label={t('admin.products.editor.stages.arName')}
            error={error(field(index, 'arName'))}
            required
          >
            <Input name={field(index, 'arName')} defaultValue={draft.arName} dir="rtl" lang="ar" />
          </FormField>
        </div>
        <FormField
          label={t('admin.products.editor.stages.picture')}
          hint={t('admin.products.editor.stages.pictureHint')}
          error={error(field(index, 'baseImage'))}
          required
        >
          <Select
            name={field(index, 'baseImage')}
            defaultValue={picture}
            placeholder={t('admin.products.editor.stages.pictureNone')}
            options={options}
            onChange={(event) => setPicture(event.target.value)}
          />
        </FormField>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-ink">
            {t('admin.products.editor.stages.area')}
          </legend>
          <div className="flex flex-wrap items-end gap-3">
            {areaInput('xPx', t('admin.products.editor.stages.x'))}
            {areaInput('yPx', t('admin.products.editor.stages.y'))}
            {areaInput('widthPx', t('admin.products.editor.stages.width'))}
            {areaInput('heightPx', t('admin.products.editor.stages.height'))}
          </div>
          {error(field(index, 'printArea')) ? (
            <p className="text-xs text-danger">{error(field(index, 'printArea'))}</p>
          ) : null}
        </fieldset>
        <div className="flex flex-wrap gap-3">
          {(['printWidthMm', 'printHeightMm'] as const).map((key) => (
            <FormField
              key={key}
              label={t(
                key === 'printWidthMm'
                  ? 'admin.products.editor.stages.printWidth'
                  : 'admin.products.editor.stages.printHeight',
              )}
              error={error(field(index, key))}
              className="w-40"
            >
              <Input name={field(index, key)} defaultValue={draft[key]} inputMode="decimal" dir="ltr" />
            </FormField>
          ))}
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-ink">
            {t('admin.products.editor.stages.elements')}
          </legend>
          <div className="flex flex-wrap gap-6">
            {(['text', 'image'] as const).map((type) => (
              <Checkbox
                key={type}
                name={field(index, 'allowedElements')}
                value={type}
                defaultChecked={draft.allowedElements.includes(type)}
                label={t(`admin.products.editor.stages.${type}`)}
              />
            ))}
          </div>
          {error(field(index, 'allowedElements')) ? (
            <p className="text-xs text-danger">{error(field(index, 'allowedElements'))}</p>
          ) : null}
        </fieldset>
        <PaletteField
          name={field(index, 'palette')}
          initial={draft.palette}
          error={error(field(index, 'palette'))}
        />
        <Checkbox
          name={field(index, 'required')}
          defaultChecked={draft.required}
          label={t('admin.products.editor.stages.required')}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-ink">
            {t('admin.products.editor.stages.extra')}
          </legend>
          <div className="flex flex-wrap gap-3">
            {COUNTRIES.map((country) => {
              const currency = currencyOfCountry(country);
              return (
                <FormField
                  key={country}
                  label={t('admin.products.editor.stages.extraIn', {
                    currency: currencyLabel(currency, language),
                  })}
                  error={error(field(index, `extraPrice.${country}`))}
                  className="w-36"
                >
                  <Input
                    name={field(index, `extraPrice.${country}`)}
                    defaultValue={draft.extraPrice[country]}
                    inputMode="decimal"
                    dir="ltr"
                  />
                </FormField>
              );
            })}
          </div>
        </fieldset>
      </div>
      <StagePreview
        number={index + 1}
        picture={picture}
        savedSize={sizes.get(picture) ?? null}
        area={{
          xPx: pixels(area.xPx),
          yPx: pixels(area.yPx),
          widthPx: pixels(area.widthPx),
          heightPx: pixels(area.heightPx),
        }}
      />
    </div>
  );
}

/** The picture with the printable rectangle drawn on it, in the picture's own pixels (an SVG over it). */
function StagePreview({
  number,
  picture,
  savedSize,
  area,
}: {
  number: number;
  picture: string;
  savedSize: { widthPx: number; heightPx: number } | null;
  area: Record<'xPx' | 'yPx' | 'widthPx' | 'heightPx', number | null>;
}) {
  const t = useT();
  const image = useRef<HTMLImageElement>(null);
  const [natural, setNatural] = useState<{ picture: string; widthPx: number; heightPx: number } | null>(null);
  const measure = () => {
    const element = image.current;
    if (element?.complete && element.naturalWidth > 0)
      setNatural({ picture, widthPx: element.naturalWidth, heightPx: element.naturalHeight });
  };
  // The picture may have loaded before React hydrated (its load event then went unseen).
  useEffect(measure, [picture]);
  const size = natural?.picture === picture ? natural : savedSize;
  const label = t('admin.products.editor.stages.preview', { number });
  if (!picture)
    return (
      <p className="grid aspect-square place-items-center rounded-card border border-dashed border-line p-4 text-center text-xs text-ink-muted">
        {t('admin.products.editor.stages.noPicture')}
      </p>
    );
  const drawn = size && Object.values(area).every((value) => value !== null);
  return (
    <figure className="flex flex-col gap-2 self-start" data-testid="design-stage-preview">
      <div className="relative overflow-hidden rounded-card border border-line bg-surface">
        <img
          ref={image}
          src={uploadUrl(picture)}
          alt={label}
          className="block h-auto w-full"
          onLoad={measure}
          width={size?.widthPx}
          height={size?.heightPx}
        />
        {drawn ? (
          <svg
            viewBox={`0 0 ${size.widthPx} ${size.heightPx}`}
            preserveAspectRatio="none"
            className="pointer-events-none absolute inset-0 size-full"
            aria-hidden="true"
            data-testid="design-stage-area"
          >
            <rect
              x={area.xPx!}
              y={area.yPx!}
              width={area.widthPx!}
              height={area.heightPx!}
              className="fill-brand/15 stroke-brand"
              strokeWidth={2}
              strokeDasharray="6 4"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
        ) : null}
      </div>
      <figcaption className="text-xs text-ink-muted" dir="ltr">
        {size ? `${size.widthPx} × ${size.heightPx} px` : null}
      </figcaption>
    </figure>
  );
}

/**
 * The palette: a text field of comma-separated #rrggbb codes (what is posted, with or without
 * JavaScript) and, once hydrated, a colour picker per code plus add and remove, which rewrite it.
 */
function PaletteField({ name, initial, error }: { name: string; initial: string; error?: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const [value, setValue] = useState(initial);
  const colours = splitPalette(value);
  const valid = (colour: string) => /^#[0-9a-f]{6}$/i.test(colour);
  const write = (next: string[]) => setValue(next.join(', '));
  return (
    <div className="flex flex-col gap-2">
      <FormField
        label={t('admin.products.editor.stages.palette')}
        hint={t('admin.products.editor.stages.paletteHint')}
        error={error}
      >
        <Input
          name={name}
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value)}
          dir="ltr"
          spellCheck={false}
        />
      </FormField>
      <ul className="flex flex-wrap items-center gap-2" data-testid="design-stage-palette">
        {colours.map((colour, at) =>
          hydrated ? (
            <li key={at} className="flex items-center gap-0.5 rounded-full border border-line bg-surface p-1">
              <input
                type="color"
                value={valid(colour) ? colour.toLowerCase() : '#000000'}
                aria-label={t('admin.products.editor.stages.colour', { number: at + 1 })}
                onChange={(event) => write(colours.map((item, i) => (i === at ? event.target.value : item)))}
                className="size-7 cursor-pointer rounded-full border-0 bg-transparent p-0"
              />
              <button
                type="button"
                aria-label={t('admin.products.editor.stages.removeColour', { number: at + 1 })}
                title={t('admin.products.editor.stages.removeColour', { number: at + 1 })}
                onClick={() => write(colours.filter((_, i) => i !== at))}
                className="grid size-6 place-items-center rounded-full text-ink-muted hover:text-danger"
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ) : (
            <li
              key={at}
              className="size-7 rounded-full border border-line"
              style={{ background: valid(colour) ? colour : 'transparent' }}
              title={colour}
            />
          ),
        )}
        {hydrated ? (
          <li>
            <button
              type="button"
              onClick={() => write([...colours, '#000000'])}
              className={buttonClasses({ size: 'sm', variant: 'ghost' })}
              data-testid="design-stage-add-colour"
            >
              <Icon name="plus" size={16} />
              {t('admin.products.editor.stages.addColour')}
            </button>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
